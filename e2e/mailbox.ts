import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { StoredMail } from './stand-ins/mail-sink.ts';

/** Where start-server.ts's mail sink writes the mails of the site at `port` (playwright.config.ts sets the root). */
export function mailFolder(port: string | number): string {
  const root = process.env.E2E_MAIL_DIR;
  if (!root) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  return path.join(root, String(port));
}

function mailsTo(folder: string, address: string): StoredMail[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as StoredMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .sort((a, b) => a.receivedAt - b.receivedAt);
}

/** Waits for a mail to `address` whose subject matches, and answers the newest such. */
export async function waitForMail(baseURL: string, address: string, subject: RegExp | string): Promise<StoredMail> {
  const folder = mailFolder(new URL(baseURL).port);
  let found: StoredMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(folder, address)
          .filter((mail) => (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${address} with subject ${String(subject)}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: StoredMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return link;
}
