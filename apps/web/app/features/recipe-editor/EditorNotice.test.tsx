import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@recipes/contracts';
import { I18nProvider } from '../../i18n/react.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import deEditor from '../../i18n/locales/de/editor.json';
import enEditor from '../../i18n/locales/en/editor.json';
import viEditor from '../../i18n/locales/vi/editor.json';
import { EditorNotice } from './EditorNotice.tsx';
import type { Notice } from './editor-store.ts';
import { emptyForm } from './form-model.ts';

function renderNotice(notice: Notice, language: Language, ingredients: string) {
  const i18n = createI18n(language, { en: { editor: enEditor }, de: { editor: deEditor }, vi: { editor: viEditor } });
  render(
    <I18nProvider i18n={i18n}>
      <EditorNotice notice={notice} form={{ ...emptyForm(), ingredients }} onDismiss={() => {}} />
    </I18nProvider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

const refused = (details: { path: string; message: string }[]): Notice => ({
  tone: 'error',
  key: 'save.failed',
  server: { error: 'The request is not valid.', details },
});

describe('the notice of a refused save', () => {
  it('names the ingredient line the server refused, counting the lines as the box shows them', () => {
    const items = renderNotice(
      refused([
        { path: 'body.name', message: 'must not be empty' },
        { path: 'body.recipeIngredients.3', message: 'at most 1,000 characters' },
      ]),
      'en',
      '#Broth\n2 kg bones\n\n1 onion\nxxxx',
    );
    expect(items).toEqual(['Recipe name: must not be empty', 'Ingredient list, line 5: at most 1,000 characters']);
  });

  it('names it in the editor’s language', () => {
    const details = [{ path: 'body.keywords.1', message: 'höchstens 100 Zeichen' }];
    expect(renderNotice(refused(details), 'de', '')).toEqual(['Stichwort 2: höchstens 100 Zeichen']);
  });
});
