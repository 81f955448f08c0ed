import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@hlidka/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { recoveryCodes } from '../../../db/schema/two-factor';
import type { DbOrTx } from '../../../db/types';
import { sha256 } from '../tokens';

/** No 0/O, 1/I/L: codes are read off paper. 31 symbols, 10 of them: about 50 bits each. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;

/** A code as shown: `XXXXX-XXXXX`. */
function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The stored form: upper case, without spaces and dashes, hashed. */
export function hashRecoveryCode(typed: string): string {
  return sha256(`hlidka-recovery:${typed.replace(/[\s-]/g, '').toUpperCase()}`);
}

/** Replace all of a user's recovery codes with a new set; the codes are returned once, only their hashes kept. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now })));
  return codes;
}

/** Spend one unused code of the user; true when it was valid (and is now used). */
export async function useRecoveryCode(db: DbOrTx, userId: string, typed: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(typed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}
