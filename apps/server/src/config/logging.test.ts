import { describe, expect, it } from 'vitest';
import { prettyLine, resolveLogFormat } from './logging.ts';

describe('log output', () => {
  it('is JSON unless standard output is a terminal or LOG_FORMAT says otherwise', () => {
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });

  it('prints a start-up step as its bare message', () => {
    const record = { level: 30, time: Date.now(), pid: 1, hostname: 'vm', step: true, msg: 'Migrating the database…' };
    expect(prettyLine(JSON.stringify(record))).toBe('Migrating the database…');
  });

  it('prints other records as time, level, message and fields, with an error’s stack', () => {
    const time = new Date(2026, 0, 2, 3, 4, 5).getTime();
    const record = {
      level: 50,
      time,
      pid: 1,
      hostname: 'vm',
      msg: 'seeding failed',
      signal: 'x',
      err: { stack: 'Error: no\n  at here' },
    };
    expect(prettyLine(JSON.stringify(record))).toBe('03:04:05 ERROR seeding failed  signal=x\nError: no\n  at here');
    expect(prettyLine('not json')).toBe('not json');
  });

  it('prints a logged mail as its address, subject and links, so a confirmation link is at hand', () => {
    const mail = {
      from: 'Site <no-reply@localhost>',
      to: 'anna@example.com',
      subject: 'Please confirm your e-mail address',
      text: 'Hello,\n\nconfirm here:\nhttp://localhost:3000/mail/confirm?token=abc\n\nThanks',
    };
    const line = prettyLine(JSON.stringify({ level: 30, time: Date.now(), msg: 'mail (logged)', mail }));
    expect(line).toMatch(
      /^\d\d:\d\d:\d\d INFO {2}mail \(logged\) {2}to=anna@example.com subject="Please confirm your e-mail address" http:\/\/localhost:3000\/mail\/confirm\?token=abc$/,
    );
  });
});
