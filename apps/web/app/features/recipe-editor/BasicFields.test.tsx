import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@recipes/contracts';
import { I18nProvider } from '../../i18n/react.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import deEditor from '../../i18n/locales/de/editor.json';
import enEditor from '../../i18n/locales/en/editor.json';
import viEditor from '../../i18n/locales/vi/editor.json';
import { BasicFields } from './BasicFields.tsx';
import { emptyForm } from './form-model.ts';
import type { EditorAction } from './form-reducer.ts';

/** The fields inside a form, their text in state, as the recipe form holds them. */
function Harness({ onSubmit }: { onSubmit(): void }) {
  const [form, setForm] = useState(emptyForm());
  const dispatch = (action: EditorAction) => {
    if (action.type === 'setText') setForm((current) => ({ ...current, [action.field]: action.value }));
  };
  return (
    <form
      aria-label="recipe"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <BasicFields form={form} dispatch={dispatch} />
      <button type="submit">Save</button>
    </form>
  );
}

function renderFields(language: Language = 'en') {
  const onSubmit = vi.fn();
  const i18n = createI18n(language, { en: { editor: enEditor }, de: { editor: deEditor }, vi: { editor: viEditor } });
  render(
    <I18nProvider i18n={i18n}>
      <Harness onSubmit={onSubmit} />
    </I18nProvider>,
  );
  const form = screen.getByRole('form') as HTMLFormElement;
  return { onSubmit, form, name: form.elements.namedItem('name') as HTMLInputElement };
}

describe('the recipe name', () => {
  it('of only spaces stops the save with the message an empty name gets', () => {
    const { onSubmit, form, name } = renderFields();
    const invalid = vi.fn();
    name.addEventListener('invalid', invalid);

    form.requestSubmit();
    expect(name.validationMessage).toBe('Please enter a name for your recipe.');
    const emptyMessage = name.validationMessage;

    fireEvent.input(name, { target: { value: '   ' } });
    form.requestSubmit();
    expect(name.validationMessage).toBe(emptyMessage);
    expect(invalid).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.input(name, { target: { value: '  Phở  ' } });
    form.requestSubmit();
    expect(name.validity.valid).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is asked for in the editor’s language', () => {
    const { name } = renderFields('de');
    fireEvent.input(name, { target: { value: ' ' } });
    expect(name.validationMessage).toBe('Bitte gib deinem Rezept einen Namen.');
  });
});
