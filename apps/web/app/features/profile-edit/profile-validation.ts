import { minPasswordLength } from '@recipes/contracts';
import { looksLikeEmail } from '../auth/index.ts';

export type DetailsErrors = Partial<Record<'name' | 'email', 'nameRequired' | 'emailRequired' | 'emailInvalid'>>;

export function validateDetails(values: { name: string; email: string }): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  const email = values.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (!looksLikeEmail(email)) errors.email = 'emailInvalid';
  return errors;
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<
  Record<keyof PasswordValues, 'currentRequired' | 'newRequired' | 'newTooShort' | 'confirmMismatch'>
>;

/** The current password is asked for only when the member has one (social sign-ups may set a first one). */
export function validatePassword(values: PasswordValues, hasPassword: boolean): PasswordErrors {
  const errors: PasswordErrors = {};
  if (hasPassword && !values.currentPassword) errors.currentPassword = 'currentRequired';
  if (!values.newPassword) errors.newPassword = 'newRequired';
  else if (values.newPassword.length < minPasswordLength) errors.newPassword = 'newTooShort';
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'confirmMismatch';
  return errors;
}
