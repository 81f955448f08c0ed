import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { OWASP_ARGON2ID, PasswordHasher, passwordProblems } from './passwords';

describe('PasswordHasher', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hasher = new PasswordHasher();
    const hash = await hasher.hash('Žluťoučký kůň 2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(OWASP_ARGON2ID).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await expect(hasher.verify(hash, 'Žluťoučký kůň 2026')).resolves.toBe(true);
    // NFC and NFD spellings of the same text are the same password.
    await expect(hasher.verify(hash, 'Žluťoučký kůň 2026'.normalize('NFD'))).resolves.toBe(true);
    await expect(hasher.verify(hash, 'žluťoučký kůň 2026')).resolves.toBe(false);
    await expect(hasher.verify('not a hash', 'x')).resolves.toBe(false);
    await expect(hasher.verifyDummy('anything')).resolves.toBe(false);
  });
});

describe('passwordProblems', () => {
  it('refuses common passwords and the e-mail itself, and nothing else', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(4000);
    expect(passwordProblems('password')).toHaveLength(1);
    expect(passwordProblems('Password1')).toHaveLength(1);
    expect(passwordProblems('12345678')).toHaveLength(1);
    expect(passwordProblems('heslo123')).toHaveLength(1);
    expect(passwordProblems('jana@example.cz', 'Jana@example.cz')).toHaveLength(1);
    expect(passwordProblems('correct horse battery staple')).toEqual([]);
    expect(passwordProblems('lowercaseonly')).toEqual([]);
  });
});
