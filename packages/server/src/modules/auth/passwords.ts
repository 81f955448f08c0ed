import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';
import { authMessages, type Translated } from './messages';

/** argon2id at the OWASP minimum: m = 19 MiB, t = 2, p = 1. */
export interface PasswordHashParams {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const OWASP_ARGON2ID: PasswordHashParams = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Algorithm.Argon2id; the enum is a `const enum` in the package's types, which isolated modules cannot inline.
const ARGON2ID = 2;

export class PasswordHasher {
  #dummy: Promise<string> | undefined;

  constructor(private readonly params: PasswordHashParams = OWASP_ARGON2ID) {}

  hash(password: string): Promise<string> {
    return hash(password.normalize('NFC'), { ...this.params, algorithm: ARGON2ID });
  }

  /** Never throws: a malformed hash is a mismatch. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password.normalize('NFC'));
    } catch {
      return false;
    }
  }

  /**
   * Spend the time a real check takes, for an e-mail without an account (or an account without a password), so the
   * answer's timing does not tell whether the account exists. Always false.
   */
  async verifyDummy(password: string): Promise<false> {
    this.#dummy ??= this.hash('dummy password that matches nothing');
    await this.verify(await this.#dummy, password);
    return false;
  }
}

/** Problems with a new password beyond its length (which the contract checks): common, or the e-mail itself. */
export function passwordProblems(password: string, email?: string): Translated[] {
  const normalized = password.normalize('NFC').toLowerCase();
  const problems: Translated[] = [];
  if (COMMON_PASSWORDS.has(normalized)) problems.push(authMessages.passwordTooCommon);
  if (email && normalized === email.trim().toLowerCase()) problems.push(authMessages.passwordSameAsEmail);
  return problems;
}
