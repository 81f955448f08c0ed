import { ACCOUNT_EXPORT_FORMAT, type AccountExport, userRoutes } from '@hlidka/contract';
import { create as contentDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teamMembers, teams } from '../../db/schema/teams';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import { registerRoute } from '../../http/register-route';
import { authMessages } from '../auth/messages';
import { findUserById, toSettings, toUser } from '../auth/users';
import { rowsOf, userReferences } from './user-tables';

/** Columns never exported: credentials and token material, and the avatar's bytes (its URL is in the profile). */
const SECRET_COLUMN = /(^|_)(hash|secret|token|verifier|nonce|key|encrypted|challenge)$|password/;
const OMITTED: Record<string, string[]> = { avatars: ['data'] };

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function clean(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (SECRET_COLUMN.test(column) || OMITTED[table]?.includes(column)) continue;
    out[column] = value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? value.toString() : value;
  }
  return out;
}

/** Everything stored about the user: every table that refers to them, plus the teams they belong to. */
export async function exportUserData(db: Db, userId: string, now: Date): Promise<AccountExport> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_FOUND', authMessages.profileNotFound);
  const data: Record<string, Record<string, unknown>[]> = {
    account: [
      {
        ...toSettings(user),
        termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
        passwordChangedAt: user.passwordChangedAt?.toISOString() ?? null,
        referralCode: user.referralCode,
      },
    ],
  };
  for (const ref of await userReferences(db)) {
    const key = camel(ref.table);
    const rows = (await rowsOf(db, ref, userId)).map((row) => clean(ref.table, row));
    const existing = data[key] ?? [];
    const seen = new Set(existing.map((row) => JSON.stringify(row)));
    data[key] = [...existing, ...rows.filter((row) => !seen.has(JSON.stringify(row)))];
  }
  const memberOf = await db
    .select({ id: teams.id, name: teams.name, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  data.teams = memberOf.map((team) => ({ ...team }));
  return { format: ACCOUNT_EXPORT_FORMAT, exportedAt: now.toISOString(), user: toUser(user), data };
}

export function registerExportRoute(app: FastifyInstance) {
  registerRoute(app, userRoutes.exportData, async (request, reply) => {
    const userId = request.auth.userId;
    const now = app.clock.now();
    const body = await exportUserData(app.db, userId, now);
    const filename = `hlidka-export-${now.toISOString().slice(0, 10)}.json`;
    return reply
      .status(200)
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', contentDisposition(filename))
      .header('cache-control', 'no-store')
      .send(JSON.stringify(body, null, 2));
  });
}
