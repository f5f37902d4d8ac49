import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n.ts';
import deEditor from '../../i18n/locales/de/editor.json';
import enEditor from '../../i18n/locales/en/editor.json';
import viEditor from '../../i18n/locales/vi/editor.json';
import { fieldLabel, lineOfEntry } from './field-labels.ts';
import { emptyForm, type RecipeForm } from './form-model.ts';

const i18n = createI18n('en', { en: { editor: enEditor }, de: { editor: deEditor }, vi: { editor: viEditor } });
const t = i18n.getFixedT('en', 'editor');

const form = (changes: Partial<RecipeForm>): RecipeForm => ({ ...emptyForm(), ...changes });
const step = (key: string, instruction: string, imageURL: string | null = null) => ({
  key,
  instruction,
  imageURL,
  thumbnailURL: null,
});

describe('naming the field a server detail points at', () => {
  it('names plain fields by their label, and leaves unknown paths as they are', () => {
    expect(fieldLabel('body.name', t)).toBe('Recipe name');
    expect(fieldLabel('body.recipeIngredients', t)).toBe('Ingredient list');
    expect(fieldLabel('querystring.page', t)).toBe('querystring.page');
  });

  it('names the line, step, keyword, photo or video of a list entry', () => {
    expect(fieldLabel('body.recipeIngredients.3', t)).toBe('Ingredient list, line 4');
    expect(fieldLabel('body.recipeInstructions.2.instruction', t)).toBe('Step 3');
    expect(fieldLabel('body.keywords.1', t)).toBe('Keyword 2');
    expect(fieldLabel('body.images.0.image', t)).toBe('Photo 1');
    expect(fieldLabel('body.images.4.alt', t)).toBe('Alt text of photo 5');
    expect(fieldLabel('body.videos.1', t)).toBe('Videos, line 2');
  });

  it('counts lines and steps as the form shows them: blank lines and empty steps were not sent', () => {
    const typed = form({
      ingredients: '#Broth\n2 kg bones\n\n#Bowls\n  \nrice noodles\n' + 'x'.repeat(1001),
      steps: [step('a', 'Char the onion.'), step('b', '  '), step('c', '', '/media/3/p.webp'), step('d', 'Serve.')],
      videos: '\nhttps://video.example/a\n\nhttps://video.example/b',
    });
    expect(fieldLabel('body.recipeIngredients.4', t, typed)).toBe('Ingredient list, line 7');
    expect(fieldLabel('body.recipeInstructions.2.instruction', t, typed)).toBe('Step 4');
    expect(fieldLabel('body.recipeInstructions.1.imageURL', t, typed)).toBe('Step 3');
    expect(fieldLabel('body.videos.1', t, typed)).toBe('Videos, line 4');
  });

  it('says the extra sections count when the description holds them', () => {
    expect(fieldLabel('body.description', t, form({}))).toBe('Description');
    const withSections = form({ sections: [{ key: 's', title: 'Origin', content: 'Hanoi' }] });
    expect(fieldLabel('body.description', t, withSections)).toBe('Description with its extra sections');
  });

  it('speaks the editor’s language', () => {
    expect(fieldLabel('body.recipeIngredients.3', i18n.getFixedT('de', 'editor'))).toBe('Zutatenliste, Zeile 4');
    expect(fieldLabel('body.recipeIngredients.3', i18n.getFixedT('vi', 'editor'))).toBe(
      'Danh sách nguyên liệu, dòng 4',
    );
  });
});

describe('lineOfEntry', () => {
  it('finds the line of the nth non-blank line, or falls back to n + 1', () => {
    expect(lineOfEntry('a\r\n\r\nb', 1)).toBe(3);
    expect(lineOfEntry('a', 5)).toBe(6);
    expect(lineOfEntry(undefined, 0)).toBe(1);
  });
});
