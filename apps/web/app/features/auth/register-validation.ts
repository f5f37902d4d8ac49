import { minPasswordLength, usernamePattern } from '@recipes/contracts/plain';
import { looksLikeEmail } from './email-format.ts';

export interface RegisterValues {
  username: string;
  name: string;
  email: string;
  password: string;
}

export type RegisterField = keyof RegisterValues;

export type RegisterErrorKey =
  | 'usernameRequired'
  | 'usernameFormat'
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShortRegister';

export type RegisterErrors = Partial<Record<RegisterField, RegisterErrorKey>>;

/** CONTRACT "Accounts": username 3–32 of a-z 0-9 _ . - (case is ignored), password at least 8. */
export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  const username = values.username.trim().toLowerCase();
  if (!username) errors.username = 'usernameRequired';
  else if (!usernamePattern.test(username)) errors.username = 'usernameFormat';
  if (!values.name.trim()) errors.name = 'nameRequired';
  const email = values.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (!looksLikeEmail(email)) errors.email = 'emailInvalid';
  if (!values.password) errors.password = 'passwordRequired';
  else if (values.password.length < minPasswordLength) errors.password = 'passwordTooShortRegister';
  return errors;
}
