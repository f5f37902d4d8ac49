import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/react.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import deEditor from '../../i18n/locales/de/editor.json';
import { SectionsEditor } from './SectionsEditor.tsx';
import type { EditorAction } from './form-reducer.ts';

function renderInGerman(sections: { key: string; title: string; content: string }[]) {
  const dispatch = vi.fn<(action: EditorAction) => void>();
  render(
    <I18nProvider i18n={createI18n('de', { de: { editor: deEditor } })}>
      <SectionsEditor sections={sections} dispatch={dispatch} onNotice={() => {}} />
    </I18nProvider>,
  );
  return dispatch;
}

describe('preset sections in the editor', () => {
  it('shows a stored English preset title in the editor language and stores new presets in English', () => {
    const dispatch = renderInGerman([{ key: 'a', title: 'Origin', content: 'Hanoi' }]);
    expect(screen.getByLabelText('Herkunft')).toBeTruthy();
    const add = screen.getByLabelText('Abschnitt hinzufügen') as HTMLSelectElement;
    const labels = [...add.options].map((option) => option.text);
    expect(labels).toContain('Kochtipps');
    expect(labels).not.toContain('Herkunft');
    fireEvent.change(add, { target: { value: 'cookingTips' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'addSection', title: 'Cooking Tips' });
  });
});
