import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Hashes made before decision 0030: `scrypt$N$r$p$salt$key` (salt and key in base64). They still
 * verify, and sign-in replaces them with argon2id; nothing writes new ones outside tests.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const scheme = 'scrypt';

function deriveKey(password: string, salt: Buffer, length: number, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; leave headroom so stronger parameters never hit the default cap.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Only tests and the upgrade path need to make one: it is the format stored by older releases. */
export async function hashScryptPassword(normalized: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(normalized, salt, 64, params);
  return [scheme, params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

const positiveInt = (text: string | undefined): number | null =>
  text !== undefined && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;

interface ParsedScrypt {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseScrypt(encoded: string): ParsedScrypt | null {
  const [name, n, r, p, salt, key, ...rest] = encoded.split('$');
  const N = positiveInt(n);
  const R = positiveInt(r);
  const P = positiveInt(p);
  if (name !== scheme || rest.length > 0 || N === null || R === null || P === null || !salt || !key) return null;
  // N must be a power of two; a damaged record must not make scrypt throw or run forever.
  if ((N & (N - 1)) !== 0 || N > 2 ** 20 || R > 32 || P > 16) return null;
  const saltBuffer = Buffer.from(salt, 'base64');
  const keyBuffer = Buffer.from(key, 'base64');
  if (saltBuffer.length === 0 || keyBuffer.length === 0) return null;
  return { params: { N, r: R, p: P }, salt: saltBuffer, key: keyBuffer };
}

export const isScryptHash = (encoded: string): boolean => encoded.startsWith(`${scheme}$`);

/** True when the password matches; a malformed hash never matches. Constant-time comparison. */
export async function verifyScryptPassword(normalized: string, encoded: string): Promise<boolean> {
  const parsed = parseScrypt(encoded);
  if (!parsed) return false;
  const key = await deriveKey(normalized, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(key, parsed.key);
}
