import { minPasswordLength } from '@recipes/contracts/plain';

export type ForgotErrorKey = 'emailRequired';
export type ResetErrorKey = 'passwordRequired' | 'passwordTooShort';

/** The address or username to send a link for: anything typed (the server answers alike for all). */
export function validateForgot(email: string): ForgotErrorKey | null {
  return email.trim() ? null : 'emailRequired';
}

/** The registration rule (CONTRACT "Accounts"): at least 8 characters. */
export function validateNewPassword(password: string): ResetErrorKey | null {
  if (!password) return 'passwordRequired';
  if (password.length < minPasswordLength) return 'passwordTooShort';
  return null;
}
