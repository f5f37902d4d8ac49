import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/**
 * How log records are written: `json`, one pino record a line (for a process manager or a log
 * collector), or `pretty`, one readable line a record (for a person at a terminal). LOG_FORMAT
 * `auto` (the default) picks pretty when standard output is a terminal.
 */
export type LogFormat = 'json' | 'pretty';
export type LogFormatSetting = LogFormat | 'auto';

export function resolveLogFormat(setting: LogFormatSetting, isTerminal: boolean): LogFormat {
  if (setting !== 'auto') return setting;
  return isTerminal ? 'pretty' : 'json';
}

/** The process's logger; Fastify is handed this one, so start-up steps and requests share it. */
export function createLogger(level: string, format: LogFormat, out?: Writable): Logger {
  if (format === 'pretty') return pino({ level }, prettyStream(out ?? process.stdout));
  return out ? pino({ level }, out) : pino({ level });
}

/**
 * A start-up step ("Migrating…", "Ready at …"): an info record marked `step`, which the pretty
 * output prints as the bare message and JSON keeps as a record like any other.
 */
export function logStep(log: Pick<Logger, 'info'>, message: string, details: Record<string, unknown> = {}): void {
  log.info({ ...details, step: true }, message);
}

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const maxDetails = 300;

function detailText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** A logged mail (no SMTP_URL) as one line: to whom, the subject, and the links it carries. */
function mailText(mail: unknown): string | null {
  if (typeof mail !== 'object' || mail === null) return null;
  const { to, subject, text } = mail as { to?: unknown; subject?: unknown; text?: unknown };
  if (typeof to !== 'string' || typeof subject !== 'string') return null;
  const links = typeof text === 'string' ? (text.match(/https?:\/\/\S+/g) ?? []) : [];
  return [`to=${to}`, `subject=${JSON.stringify(subject)}`, ...links].join(' ');
}

/** One JSON log record as one readable line: time, level, message and the record's other fields. */
export function prettyLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const { level, time, pid: _pid, hostname: _hostname, msg, step, err, ...rest } = record;
  const message = typeof msg === 'string' ? msg : '';
  if (step === true) return message;
  const clock = typeof time === 'number' ? new Date(time).toTimeString().slice(0, 8) : '--:--:--';
  const name = (typeof level === 'number' ? levelNames[level] : undefined) ?? String(level);
  let details = mailText(rest.mail);
  if (details === null) {
    details = Object.entries(rest)
      .map(([key, value]) => `${key}=${detailText(value)}`)
      .join(' ');
    if (details.length > maxDetails) details = `${details.slice(0, maxDetails)}…`;
  }
  let line = `${clock} ${name.padEnd(5)} ${message}${details ? `  ${details}` : ''}`;
  const stack = typeof err === 'object' && err !== null ? (err as { stack?: unknown }).stack : undefined;
  if (typeof stack === 'string') line += `\n${stack}`;
  return line;
}

/** Takes pino's JSON lines and writes each as a pretty line to `out`. */
function prettyStream(out: Writable): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      pending += chunk.toString();
      let newline;
      while ((newline = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        if (line) out.write(`${prettyLine(line)}\n`);
      }
      callback();
    },
  });
}
