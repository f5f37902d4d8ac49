/** The pages the server sends a browser to after a link from one of the site's mails. */
export const mailOutcomes = ['newsletter-confirmed', 'email-confirmed', 'unsubscribed', 'link-invalid'] as const;
export type MailOutcome = (typeof mailOutcomes)[number];

export function isMailOutcome(value: string | undefined): value is MailOutcome {
  return (mailOutcomes as readonly string[]).includes(value ?? '');
}
