import { describe, expect, it } from 'vitest';
import { currentParams, hashPassword, needsRehash, productionParams, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('encodes the scheme, its parameters, a 16-byte salt and a 64-byte key', async () => {
    const encoded = await hashPassword('correct horse battery');
    const [scheme, n, r, p, salt, key, ...rest] = encoded.split('$');
    expect(scheme).toBe('scrypt');
    expect([Number(n), Number(r), Number(p)]).toEqual([currentParams.N, currentParams.r, currentParams.p]);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(rest).toEqual([]);
    expect(encoded).not.toContain('correct horse battery');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const encoded = await hashPassword('correct horse battery');
    await expect(verifyPassword('correct horse battery', encoded)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', encoded)).resolves.toBe(false);
    await expect(verifyPassword('', encoded)).resolves.toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same password', a)).resolves.toBe(true);
    await expect(verifyPassword('same password', b)).resolves.toBe(true);
  });

  it('treats canonically equal Unicode spellings as the same password', async () => {
    const composed = 'Phở ngon!'.normalize('NFC');
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    await expect(verifyPassword(decomposed, await hashPassword(composed))).resolves.toBe(true);
  });

  it('still verifies hashes made with older parameters and flags them for an upgrade', async () => {
    const old = await hashPassword('legacy password', { N: 2 ** 14, r: 8, p: 1 });
    expect(old.startsWith('scrypt$16384$8$1$')).toBe(true);
    await expect(verifyPassword('legacy password', old)).resolves.toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('legacy password'))).toBe(false);
  });

  it('uses N=2^17, r=8, p=1 outside tests, and such a hash verifies and needs no upgrade there', async () => {
    expect(productionParams).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    // Tests run cheaper parameters; the same format and code path carry the production ones.
    expect(currentParams.N).toBeLessThan(productionParams.N);
    const strong = await hashPassword('correct horse battery', productionParams);
    expect(strong.startsWith('scrypt$131072$8$1$')).toBe(true);
    await expect(verifyPassword('correct horse battery', strong)).resolves.toBe(true);
    await expect(verifyPassword('wrong horse battery', strong)).resolves.toBe(false);
  });

  it('never matches a malformed or foreign hash', async () => {
    const good = await hashPassword('correct horse battery');
    const [, , , , salt, key] = good.split('$');
    const broken = [
      '',
      'plain text',
      `bcrypt$16384$8$1$${salt}$${key}`,
      `scrypt$16383$8$1$${salt}$${key}`,
      `scrypt$0$8$1$${salt}$${key}`,
      `scrypt$16384$8$1$$${key}`,
      `scrypt$16384$8$1$${salt}$`,
      `scrypt$16384$8$1$${salt}$${key}$extra`,
      `scrypt$${2 ** 30}$8$1$${salt}$${key}`,
    ];
    for (const encoded of broken) {
      await expect(verifyPassword('correct horse battery', encoded)).resolves.toBe(false);
      expect(needsRehash(encoded)).toBe(true);
    }
  });
});
