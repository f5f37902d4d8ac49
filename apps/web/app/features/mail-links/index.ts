// The mail-links feature's public entry: what other features and the layout may import from it.
export { NewsletterAnswer } from './ConfirmEmailNotice.tsx';
