import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Language } from '@recipes/contracts';
import { I18nProvider } from '../../i18n/react.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import enEditor from '../../i18n/locales/en/editor.json';
import deEditor from '../../i18n/locales/de/editor.json';
import viEditor from '../../i18n/locales/vi/editor.json';
import enIngredients from '../../i18n/locales/en/ingredients.json';
import deIngredients from '../../i18n/locales/de/ingredients.json';
import viIngredients from '../../i18n/locales/vi/ingredients.json';
import { IngredientsEditor } from './IngredientsEditor.tsx';
import type { EditorAction } from './form-reducer.ts';

afterEach(cleanup);

/** The editor with its text in state, as the recipe form holds it. */
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const dispatch = (action: EditorAction) => {
    if (action.type === 'setText') setValue(action.value);
  };
  return <IngredientsEditor value={value} dispatch={dispatch} />;
}

function renderEditor(initial: string, language: Language = 'en') {
  const i18n = createI18n(language, {
    en: { editor: enEditor, ingredients: enIngredients },
    de: { editor: deEditor, ingredients: deIngredients },
    vi: { editor: viEditor, ingredients: viIngredients },
  });
  return render(
    <I18nProvider i18n={i18n}>
      <Harness initial={initial} />
    </I18nProvider>,
  );
}

const previewItems = () =>
  within(screen.getByRole('group'))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

describe('IngredientsEditor: how each line was understood', () => {
  it('shows amount, unit name, ingredient and note under each line', () => {
    renderEditor('#Dough\n1 1/2 cups flour, sifted\n2-3 cloves garlic\nSalt to taste');
    expect(previewItems()).toEqual([
      '1 1/2 cups flour, sifted Amount: 1.5 Unit: cups Ingredient: flour Note: sifted',
      '2-3 cloves garlic Amount: 2–3 Unit: cloves Ingredient: garlic',
      'Salt to taste Ingredient: Salt Note: to taste',
    ]);
  });

  it('says so when a line was not understood, and still shows it as typed', () => {
    renderEditor('2 eggs\n???');
    expect(previewItems()).toEqual(['2 eggs Amount: 2 Ingredient: eggs', '??? Not understood, shown as typed']);
  });

  it('reads again as the author types', () => {
    renderEditor('1 cup milk');
    fireEvent.input(screen.getByRole('textbox'), { target: { value: '1 cup milk\n1 tsp salt' } });
    expect(previewItems()).toEqual([
      '1 cup milk Amount: 1 Unit: cup Ingredient: milk',
      '1 tsp salt Amount: 1 Unit: teaspoon Ingredient: salt',
    ]);
  });

  it('names units and writes numbers in German', () => {
    renderEditor('1,5 EL Olivenöl\n1 Prise Salz', 'de');
    expect(previewItems()).toEqual([
      '1,5 EL Olivenöl Menge: 1,5 Einheit: Esslöffel Zutat: Olivenöl',
      '1 Prise Salz Menge: 1 Einheit: Prise Zutat: Salz',
    ]);
  });

  it('names units in Vietnamese', () => {
    renderEditor('3 tép tỏi, băm\n1 muỗng canh nước mắm', 'vi');
    expect(previewItems()).toEqual([
      '3 tép tỏi, băm Số lượng: 3 Đơn vị: tép Nguyên liệu: tỏi Ghi chú: băm',
      '1 muỗng canh nước mắm Số lượng: 1 Đơn vị: muỗng canh Nguyên liệu: nước mắm',
    ]);
  });

  it('names a line longer than the API takes under the box, and keeps the form from being sent', () => {
    renderEditor(`2 eggs\n\n${'x'.repeat(1001)}`);
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    const problem = 'Line 3 is too long: at most 1,000 characters per ingredient.';
    expect(screen.getByText(problem)).toBeTruthy();
    expect(box.validationMessage).toBe(problem);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(box, { target: { value: '2 eggs\n\nsalt' } });
    expect(screen.queryByText(problem)).toBeNull();
    expect(box.validity.valid).toBe(true);
  });

  it('names the line in German with German digits', () => {
    renderEditor(`${'x'.repeat(1001)}`, 'de');
    expect(screen.getByText('Zeile 1 ist zu lang: höchstens 1.000 Zeichen pro Zutat.')).toBeTruthy();
  });
});
