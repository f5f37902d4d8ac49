// The newsletter feature's public entry: what other features and the layout may import from it.
export { NewsletterForm } from './NewsletterForm.tsx';
