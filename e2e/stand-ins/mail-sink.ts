// A mailbox for the end-to-end run: the site sends its mails over SMTP to this local server, which
// writes each one as JSON into a folder the specs read (mailbox.ts). Nothing leaves the machine.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

export interface MailSink {
  env: { SMTP_URL: string };
  close(): Promise<void>;
}

export async function startMailSink(folder: string): Promise<MailSink> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => (v.address ?? '').toLowerCase()),
          );
          const stored: StoredMail = {
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: Date.now(),
          };
          count += 1;
          writeFileSync(path.join(folder, `${Date.now()}-${count}.json`), JSON.stringify(stored));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          rmSync(folder, { recursive: true, force: true });
          resolve();
        }),
      ),
  };
}
