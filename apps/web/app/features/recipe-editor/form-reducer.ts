import type { NutritionField, Recipe, RecipeDraft, RecipeFields, RecipeImage } from '@recipes/contracts';
import {
  counterKeys,
  emptyForm,
  formFromCopy,
  formFromRecipe,
  formToBody,
  moveItem,
  sameBody,
  type RecipeForm,
  type StepDraft,
  type TextField,
} from './form-model.ts';

export interface EditorState {
  form: RecipeForm;
  /** What the server holds as far as this form knows: compared with the form to tell unsaved changes. */
  saved: RecipeFields;
  /** Null until the recipe exists on the server. */
  recipeId: number | null;
  /** Counter behind list row keys. */
  seq: number;
}

export type EditorAction =
  | { type: 'setText'; field: TextField; value: string }
  | { type: 'setActive'; value: boolean }
  | { type: 'setNutrition'; field: NutritionField; value: string }
  | { type: 'load'; recipe: Recipe }
  | { type: 'copy'; recipe: Recipe }
  /** An import's draft (CONTRACT "Import and export"): like a copy, a new recipe not yet saved. */
  | { type: 'import'; draft: RecipeDraft }
  | { type: 'addSection'; title: string }
  | { type: 'editSection'; key: string; content: string }
  | { type: 'removeSection'; key: string }
  | { type: 'addImage'; image: RecipeImage }
  | { type: 'setImageAlt'; image: string; alt: string }
  | { type: 'moveImage'; from: number; to: number }
  | { type: 'removeImage'; image: string }
  | { type: 'addStep' }
  | { type: 'editStep'; key: string; instruction: string }
  | { type: 'moveStep'; from: number; to: number }
  | { type: 'removeStep'; key: string }
  | { type: 'setStepPhoto'; key: string; imageURL: string | null; thumbnailURL: string | null }
  /** A save went through: `body` is what was sent, `recipeId` the id it was stored under. */
  | { type: 'saved'; recipeId: number; body: RecipeFields }
  /** Only the photo order was saved (SPEC section 4), other unsaved changes stay unsaved. */
  | { type: 'imagesSaved'; images: RecipeImage[] };

export function initialEditorState(): EditorState {
  const form = emptyForm();
  return { form, saved: formToBody(form), recipeId: null, seq: 0 };
}

/** True while the form holds something the server does not. */
export function isDirty(state: EditorState): boolean {
  return !sameBody(formToBody(state.form), state.saved);
}

const withForm = (state: EditorState, changes: Partial<RecipeForm>): EditorState => ({
  ...state,
  form: { ...state.form, ...changes },
});

const mapSteps = (state: EditorState, key: string, change: (step: StepDraft) => StepDraft) =>
  withForm(state, { steps: state.form.steps.map((step) => (step.key === key ? change(step) : step)) });

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { form } = state;
  switch (action.type) {
    case 'setText':
      return withForm(state, { [action.field]: action.value });
    case 'setActive':
      return withForm(state, { active: action.value });
    case 'setNutrition':
      return withForm(state, { nutrition: { ...state.form.nutrition, [action.field]: action.value } });
    case 'load': {
      const keys = counterKeys(state.seq);
      const loaded = formFromRecipe(action.recipe, keys);
      return { form: loaded, saved: formToBody(loaded), recipeId: action.recipe.id, seq: keys.used };
    }
    case 'copy': {
      // The copy is a new recipe: what the server holds for this form stays "nothing".
      const keys = counterKeys(state.seq);
      return { ...state, form: formFromCopy(action.recipe, keys), seq: keys.used };
    }
    case 'import': {
      const keys = counterKeys(state.seq);
      return { ...state, form: formFromRecipe(action.draft, keys), seq: keys.used };
    }
    case 'addSection': {
      const seq = state.seq + 1;
      const section = { key: `k${seq}`, title: action.title, content: '' };
      return { ...withForm(state, { sections: [...form.sections, section] }), seq };
    }
    case 'editSection':
      return withForm(state, {
        sections: form.sections.map((s) => (s.key === action.key ? { ...s, content: action.content } : s)),
      });
    case 'removeSection':
      return withForm(state, { sections: form.sections.filter((s) => s.key !== action.key) });
    case 'addImage':
      if (form.images.some((image) => image.image === action.image.image)) return state;
      return withForm(state, { images: [...form.images, action.image] });
    case 'setImageAlt':
      return withForm(state, {
        images: form.images.map((image) => (image.image === action.image ? { ...image, alt: action.alt } : image)),
      });
    case 'moveImage':
      return withForm(state, { images: moveItem(form.images, action.from, action.to) });
    case 'removeImage':
      return withForm(state, { images: form.images.filter((image) => image.image !== action.image) });
    case 'addStep': {
      const seq = state.seq + 1;
      const step: StepDraft = { key: `k${seq}`, instruction: '', imageURL: null, thumbnailURL: null };
      return { ...withForm(state, { steps: [...form.steps, step] }), seq };
    }
    case 'editStep':
      return mapSteps(state, action.key, (step) => ({ ...step, instruction: action.instruction }));
    case 'moveStep':
      return withForm(state, { steps: moveItem(form.steps, action.from, action.to) });
    case 'removeStep':
      return withForm(state, { steps: form.steps.filter((step) => step.key !== action.key) });
    case 'setStepPhoto':
      return mapSteps(state, action.key, (step) => ({
        ...step,
        imageURL: action.imageURL,
        thumbnailURL: action.thumbnailURL,
      }));
    case 'saved':
      return { ...state, recipeId: action.recipeId, saved: action.body };
    case 'imagesSaved':
      return { ...state, saved: { ...state.saved, images: action.images } };
  }
}
