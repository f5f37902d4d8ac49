// The auth feature's public entry: what other features and the layout may import from it.
export { apiErrorMessage } from './api-error-message.ts';
export { looksLikeEmail } from './email-format.ts';
export { focusField } from './focus-field.ts';
export { readCheckbox, readTextFields } from './form-values.ts';
export { hasErrors } from './login-validation.ts';
export { SiteNotice } from './SiteNotice.tsx';
