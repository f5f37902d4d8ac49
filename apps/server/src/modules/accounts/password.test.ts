import { describe, expect, it } from 'vitest';
import { hashScryptPassword } from './legacy-scrypt-password.ts';
import { currentParams, hashPassword, needsRehash, productionParams, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores an argon2id PHC string with its parameters, a salt and no trace of the password', async () => {
    const encoded = await hashPassword('correct horse battery');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$[mtp=0-9,]+\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(encoded).toContain(`m=${currentParams.memoryCost}`);
    expect(encoded).toContain(`t=${currentParams.timeCost}`);
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

  it('still verifies scrypt hashes from older releases, NFD spelling included, and flags them for an upgrade', async () => {
    const old = await hashScryptPassword('Phở legacy'.normalize('NFC'), { N: 2 ** 14, r: 8, p: 1 });
    expect(old.startsWith('scrypt$16384$8$1$')).toBe(true);
    await expect(verifyPassword('Phở legacy'.normalize('NFD'), old)).resolves.toBe(true);
    await expect(verifyPassword('pho legacy', old)).resolves.toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('flags an argon2id hash with other parameters for an upgrade, and today’s for none', async () => {
    const weaker = await hashPassword('legacy password', { ...currentParams, timeCost: currentParams.timeCost + 1 });
    await expect(verifyPassword('legacy password', weaker)).resolves.toBe(true);
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash(await hashPassword('legacy password'))).toBe(false);
  });

  it('uses OWASP’s argon2id minimum outside tests, and such a hash verifies', async () => {
    expect(productionParams).toEqual({ memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
    // Tests run cheaper parameters; the same format and code path carry the production ones.
    expect(currentParams.memoryCost).toBeLessThan(productionParams.memoryCost);
    const strong = await hashPassword('correct horse battery', productionParams);
    expect(strong).toContain('m=19456');
    await expect(verifyPassword('correct horse battery', strong)).resolves.toBe(true);
    await expect(verifyPassword('wrong horse battery', strong)).resolves.toBe(false);
  });

  it('never matches a malformed, foreign or unaffordable hash', async () => {
    const good = await hashPassword('correct horse battery');
    const scrypt = await hashScryptPassword('correct horse battery', { N: 2 ** 10, r: 8, p: 1 });
    const [, , , , salt, key] = scrypt.split('$');
    const [, , , params, argonSalt, argonKey] = good.split('$');
    const broken = [
      '',
      'plain text',
      `bcrypt$16384$8$1$${salt}$${key}`,
      `scrypt$16383$8$1$${salt}$${key}`,
      `scrypt$0$8$1$${salt}$${key}`,
      `scrypt$16384$8$1$$${key}`,
      `scrypt$${2 ** 30}$8$1$${salt}$${key}`,
      `$argon2i$v=19$${params}$${argonSalt}$${argonKey}`,
      `$argon2id$v=16$${params}$${argonSalt}$${argonKey}`,
      `$argon2id$v=19$m=4194304,t=2,p=1$${argonSalt}$${argonKey}`,
      `$argon2id$v=19$m=1024,t=99,p=1$${argonSalt}$${argonKey}`,
      `$argon2id$v=19$m=1024,t=1$${argonSalt}$${argonKey}`,
      `$argon2id$v=19$m=1024,t=x,p=1$${argonSalt}$${argonKey}`,
      `$argon2id$v=19$${params}$$${argonKey}`,
      `$argon2id$v=19$${params}$${argonSalt}$${argonKey}$extra`,
      `$argon2id$v=19$${params}$${argonSalt}$${argonKey!.slice(0, 10)}`,
    ];
    for (const encoded of broken) {
      await expect(verifyPassword('correct horse battery', encoded), encoded).resolves.toBe(false);
      expect(needsRehash(encoded), encoded).toBe(true);
    }
  });
});
