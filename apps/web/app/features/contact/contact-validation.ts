import type { ContactBody } from '@recipes/contracts';
import { looksLikeEmail } from '../auth/index.ts';

export type ContactValues = Pick<ContactBody, 'name' | 'email' | 'subject' | 'message'>;
export type ContactErrorKey = 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'messageRequired';
export type ContactErrors = Partial<Record<'name' | 'email' | 'message', ContactErrorKey>>;

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  if (!values.email.trim()) errors.email = 'emailRequired';
  else if (!looksLikeEmail(values.email)) errors.email = 'emailInvalid';
  if (!values.message.trim()) errors.message = 'messageRequired';
  return errors;
}
