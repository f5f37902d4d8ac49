import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are stored as `scrypt$N$r$p$salt$key` (salt and key in base64), so the cost can be
 * raised later: old hashes still verify with their own parameters and are upgraded on sign-in.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt guidance (2024): N=2^17, r=8, p=1, i.e. 128 MiB and a few hundred ms per hash. */
export const productionParams: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** Tests hash hundreds of passwords; the format and upgrade path are the same, only cheaper. */
const testParams: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
export const currentParams: ScryptParams = process.env.NODE_ENV === 'test' ? testParams : productionParams;
const saltBytes = 16;
const keyBytes = 64;
const scheme = 'scrypt';

function deriveKey(password: string, salt: Buffer, length: number, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; leave headroom so stronger parameters never hit the default cap.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    // NFC so the same password typed on different systems gives the same bytes.
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = currentParams): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await deriveKey(password, salt, keyBytes, params);
  return [scheme, params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const positiveInt = (text: string | undefined): number | null =>
  text !== undefined && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;

function parseHash(encoded: string): ParsedHash | null {
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

/** True when the password matches; a malformed hash never matches. Constant-time comparison. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with other parameters than today's and should be replaced. */
export function needsRehash(encoded: string): boolean {
  const parsed = parseHash(encoded);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return (
    N !== currentParams.N ||
    r !== currentParams.r ||
    p !== currentParams.p ||
    parsed.salt.length !== saltBytes ||
    parsed.key.length !== keyBytes
  );
}
