/** SPEC section 5 / CONTRACT: the login form's own rules (the server accepts a username or an e-mail). */
export const minLoginPasswordLength = 4;

export type LoginErrorKey = 'usernameRequired' | 'passwordRequired' | 'passwordTooShort';

export interface LoginErrors {
  username?: LoginErrorKey;
  password?: LoginErrorKey;
}

export function validateLogin(values: { username: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.username.trim()) errors.username = 'usernameRequired';
  if (!values.password) errors.password = 'passwordRequired';
  else if (values.password.length < minLoginPasswordLength) errors.password = 'passwordTooShort';
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
