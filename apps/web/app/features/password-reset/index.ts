// The password-reset feature's public entry: what other features may import from it.
export { ForgotPasswordLink, LockedResetLink } from './ForgotPasswordLink.tsx';
