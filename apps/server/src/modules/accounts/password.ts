import argon2 from 'argon2';
import { isScryptHash, verifyScryptPassword } from './legacy-scrypt-password.ts';

/**
 * Passwords are stored as argon2id PHC strings (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), which
 * carry their own parameters, so the cost can be raised later: a hash made with other parameters,
 * or an older scrypt one, still verifies and is replaced at the next sign-in (decision 0030).
 */
export interface Argon2Params {
  /** KiB */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id minimum (2024): 19 MiB, 2 passes, 1 lane; tens of ms, off the event loop. */
export const productionParams: Argon2Params = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };
/** Tests hash hundreds of passwords; the format and upgrade path are the same, only cheaper. */
const testParams: Argon2Params = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const currentParams: Argon2Params = process.env.NODE_ENV === 'test' ? testParams : productionParams;

// NFC so the same password typed on different systems gives the same bytes.
const normalize = (password: string): string => password.normalize('NFC');

export function hashPassword(password: string, params: Argon2Params = currentParams): Promise<string> {
  return argon2.hash(normalize(password), { type: argon2.argon2id, hashLength: 32, ...params });
}

// `$argon2id$v=19$<params>$<salt>$<hash>`; the library writes the parameters in any order.
const argon2idShape = /^\$argon2id\$v=19\$([a-z0-9=,]{1,40})\$[A-Za-z0-9+/]{11,}\$[A-Za-z0-9+/]{22,}$/;

/** The stored parameters, when the hash is a well-formed argon2id one a verification can afford. */
function argon2idParams(encoded: string): Argon2Params | null {
  const match = argon2idShape.exec(encoded);
  if (!match?.[1]) return null;
  const pairs = match[1].split(',').map((pair) => pair.split('='));
  const values = new Map(pairs.map(([key, value]) => [key, /^[1-9]\d{0,6}$/.test(value ?? '') ? Number(value) : NaN]));
  const [memoryCost, timeCost, parallelism] = [values.get('m'), values.get('t'), values.get('p')];
  if (pairs.length !== 3 || memoryCost === undefined || timeCost === undefined || parallelism === undefined)
    return null;
  // A damaged record must not make a sign-in allocate gigabytes or run for minutes (NaN fails too).
  if (!(memoryCost >= 8 && memoryCost <= 256 * 1024 && timeCost <= 10 && parallelism <= 8)) return null;
  return { memoryCost, timeCost, parallelism };
}

/** True when the password matches; a malformed hash never matches. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  if (isScryptHash(encoded)) return verifyScryptPassword(normalize(password), encoded);
  if (!argon2idParams(encoded)) return false;
  try {
    return await argon2.verify(encoded, normalize(password));
  } catch {
    return false;
  }
}

/** True when the hash is not argon2id with today's parameters and should be replaced. */
export function needsRehash(encoded: string): boolean {
  const params = argon2idParams(encoded);
  if (!params) return true;
  return (
    params.memoryCost !== currentParams.memoryCost ||
    params.timeCost !== currentParams.timeCost ||
    params.parallelism !== currentParams.parallelism
  );
}
