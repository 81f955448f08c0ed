import { z } from 'zod';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema/index';
import type { Database } from '../db/types';
import { PasswordHasher, passwordProblems } from '../modules/auth/passwords';
import { normalizeEmail } from '../modules/auth/users';

export interface CreateUserArgs {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

const argsSchema = z.object({
  email: z.email({ error: '--email must be an e-mail address' }),
  password: z
    .string({ error: '--password is required' })
    .min(8, { error: '--password must be at least 8 characters long' })
    .max(256, { error: '--password may be at most 256 characters long' }),
  firstName: z.string().max(100).default(''),
  lastName: z.string().max(100).default(''),
});

/**
 * `hlidka create-user`: a user who signs in with e-mail and password, terms accepted (an administrator creates it).
 * Same password rules as registration (argon2id at OWASP parameters, common passwords refused).
 */
export async function runCreateUser(database: Database, args: CreateUserArgs): Promise<{ id: string; email: string }> {
  const parsed = argsSchema.safeParse({ ...args, email: args.email?.trim() });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  const email = normalizeEmail(parsed.data.email);
  const problems = passwordProblems(parsed.data.password, email);
  if (problems.length > 0) throw new Error(`--password: ${problems.map((p) => p.en).join(' ')}`);
  const passwordHash = await new PasswordHasher().hash(parsed.data.password);
  const now = new Date();
  try {
    const [row] = await database.db
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: parsed.data.firstName,
        lastName: parsed.data.lastName,
        termsAccepted: true,
        termsAcceptedAt: now,
        passwordChangedAt: now,
      })
      .returning({ id: users.id, email: users.email });
    if (!row) throw new Error('The user was not created');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(`A user with the e-mail ${email} already exists`);
    throw error;
  }
}
