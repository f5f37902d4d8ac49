import type { RecipeNutrition } from '@recipes/contracts';
import { nutritionFields, type NutritionField } from '@recipes/contracts/plain';

/** The editor's nutrition inputs, as typed. */
export type NutritionForm = Record<NutritionField, string>;

export function emptyNutritionForm(): NutritionForm {
  return Object.fromEntries(nutritionFields.map((field) => [field, ''])) as NutritionForm;
}

export function nutritionFormFrom(nutrition: RecipeNutrition | null): NutritionForm {
  const form = emptyNutritionForm();
  if (!nutrition) return form;
  for (const field of nutritionFields) {
    const value = nutrition[field];
    form[field] = value === null ? '' : String(value);
  }
  return form;
}

/** Numbers with `.` or `,`; blanks are null, and all blanks are no nutrition at all. */
export function nutritionFromForm(form: NutritionForm): RecipeNutrition | null {
  const entries = nutritionFields.map((field) => {
    const text = form[field].trim().replace(',', '.');
    const value = text === '' ? null : Number(text);
    return [field, value !== null && Number.isFinite(value) ? value : null] as const;
  });
  if (entries.every(([, value]) => value === null)) return null;
  return Object.fromEntries(entries) as RecipeNutrition;
}
