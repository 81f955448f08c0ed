import { randomInt } from 'node:crypto';
import type { HelpContactBody, HelpContactData } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors';
import { type HelpRequestRow, helpRequests } from '../../db/schema/help';
import type { Db } from '../../db/types';
import type { Mailer } from '../../mail/mailer';
import { confirmationEmail, type HelpMessage, supportEmail } from './emails';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `HLP-${code}`;
}

export interface HelpDeps {
  db: Db;
  mailer: Mailer;
  supportAddress: string | null;
  log: FastifyBaseLogger;
  now: () => Date;
}

async function insert(deps: HelpDeps, values: Omit<typeof helpRequests.$inferInsert, 'reference'>) {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await deps.db
        .insert(helpRequests)
        .values({ ...values, reference: newReference() })
        .returning();
      if (!row) throw new Error('help request insert returned nothing');
      return row;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/**
 * Store the message first (it is never lost), then e-mail it to support and a confirmation to the sender. A failed
 * e-mail is logged and leaves its timestamp empty; the sender still gets an answer.
 */
export async function submitHelpRequest(
  deps: HelpDeps,
  input: { body: HelpContactBody; userId: string; accountEmail: string; language: 'cs' | 'en' },
): Promise<HelpContactData> {
  const { body } = input;
  const row: HelpRequestRow = await insert(deps, {
    userId: input.userId,
    name: body.name,
    email: body.email,
    subject: body.subject,
    message: body.message,
    category: body.category ?? null,
    language: input.language,
    createdAt: deps.now(),
  });
  const help: HelpMessage = {
    reference: row.reference,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    category: body.category ?? null,
    userId: input.userId,
    accountEmail: input.accountEmail,
    language: input.language,
  };

  let supportNotifiedAt: Date | null = null;
  if (deps.supportAddress) {
    try {
      await deps.mailer.send(supportEmail(deps.supportAddress, help));
      supportNotifiedAt = deps.now();
    } catch (error) {
      deps.log.error({ err: error, reference: row.reference }, 'help request: e-mail to support failed');
    }
  } else {
    deps.log.warn(
      { reference: row.reference },
      'help request stored; SUPPORT_EMAIL is not set, so nobody was e-mailed',
    );
  }
  let confirmationSentAt: Date | null = null;
  try {
    await deps.mailer.send(confirmationEmail(help));
    confirmationSentAt = deps.now();
  } catch (error) {
    deps.log.error({ err: error, reference: row.reference }, 'help request: confirmation e-mail failed');
  }
  if (supportNotifiedAt || confirmationSentAt) {
    await deps.db
      .update(helpRequests)
      .set({ supportNotifiedAt, confirmationSentAt })
      .where(eq(helpRequests.id, row.id));
  }
  return {
    request: {
      id: row.id,
      reference: row.reference,
      subject: row.subject,
      category: body.category ?? null,
      createdAt: row.createdAt.toISOString(),
    },
    confirmationSent: confirmationSentAt !== null,
  };
}
