import { randomUUID } from 'node:crypto';
import { defaultCheckSettings } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { incidentEvents, incidents, outbox } from '../db/schema/incidents';
import { type NewWebsiteRow, websites } from '../db/schema/monitoring';
import { users } from '../db/schema/users';
import type { Db, DbOrTx } from '../db/types';
import { processCheckOutcomes } from '../monitoring/incidents/engine';
import type { CheckOutcome } from '../monitoring/results/outcome';

/** A user row straight in the database (engine tests need no sign-in). */
export async function insertUser(db: DbOrTx, language: 'cs' | 'en' = 'cs'): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ email: `engine.${randomUUID()}@example.cz`, firstName: 'Eva', lastName: 'Svobodová', language })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

export async function insertWebsite(
  db: DbOrTx,
  ownerId: string,
  overrides: Partial<NewWebsiteRow> = {},
): Promise<string> {
  const [row] = await db
    .insert(websites)
    .values({
      ownerId,
      name: 'Obchod',
      settings: defaultCheckSettings('http'),
      url: 'https://obchod.example.cz/',
      intervalSeconds: 60,
      ...overrides,
    })
    .returning({ id: websites.id });
  if (!row) throw new Error('no website');
  return row.id;
}

/** One outcome `seconds` after a fixed start. */
export function outcome(
  websiteId: string,
  ok: boolean,
  seconds: number,
  extra: Partial<CheckOutcome> = {},
): CheckOutcome {
  return {
    websiteId,
    ok,
    code: ok ? null : 'timeout',
    message: ok ? null : 'No answer within 30 s',
    checkedAt: new Date(Date.UTC(2026, 0, 15, 10, 0, seconds)),
    region: 'eu',
    responseMs: 120,
    ...extra,
  };
}

export async function incidentsOf(db: DbOrTx, websiteId: string) {
  return db.select().from(incidents).where(eq(incidents.websiteId, websiteId)).orderBy(incidents.createdAt);
}

export async function outboxOf(db: DbOrTx, websiteId: string) {
  const rows = await db.select().from(outbox).orderBy(outbox.id);
  return rows.filter((row) => row.payload.websiteId === websiteId);
}

export async function timelineOf(db: DbOrTx, incidentId: string) {
  return db.select().from(incidentEvents).where(eq(incidentEvents.incidentId, incidentId)).orderBy(incidentEvents.seq);
}

export async function websiteStatus(db: DbOrTx, websiteId: string) {
  const [row] = await db.select({ status: websites.status }).from(websites).where(eq(websites.id, websiteId));
  return row?.status;
}

/**
 * Feed one website `count` checks to the incident engine, each 30 s after the last on the hand-moved clock (which is
 * moved): two failures open an incident, one success resolves it (the defaults).
 */
export async function runChecks(
  db: Db,
  clock: { now(): Date; advance(ms: number): void },
  websiteId: string,
  ok: boolean,
  count = ok ? 1 : 2,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    clock.advance(30_000);
    const at = clock.now();
    const checked: CheckOutcome = {
      websiteId,
      ok,
      code: ok ? null : 'timeout',
      message: ok ? null : 'No answer within 30 s',
      checkedAt: at,
      region: 'eu',
      responseMs: 120,
    };
    await db.transaction((tx) => processCheckOutcomes(tx, [checked], at));
  }
}
