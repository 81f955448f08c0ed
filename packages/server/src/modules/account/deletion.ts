import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { affiliateCommissions } from '../../db/schema/affiliate';
import { loginEvents } from '../../db/schema/auth';
import { teamMembers, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import type { Translated } from '../../http/app-error';
import { eraseAuditPerson } from '../audit/erasure';

export interface DeletionBlocker {
  code: 'owns_shared_team';
  message: Translated;
}

/** Teams the user owns, with how many other members each has. */
async function ownedTeams(db: DbOrTx, userId: string) {
  const others = db
    .select({ teamId: teamMembers.teamId, n: sql<number>`count(*)::int`.as('n') })
    .from(teamMembers)
    .where(ne(teamMembers.userId, userId))
    .groupBy(teamMembers.teamId)
    .as('others');
  return db
    .select({ id: teams.id, name: teams.name, otherMembers: sql<number>`coalesce(${others.n}, 0)::int` })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(others, eq(others.teamId, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'owner')));
}

/** What stops a deletion: a team the user owns that has other members (ownership must be handed over first). */
export async function deletionBlockers(db: DbOrTx, userId: string): Promise<DeletionBlocker[]> {
  const owned = await ownedTeams(db, userId);
  return owned
    .filter((team) => Number(team.otherMembers) > 0)
    .map((team) => ({
      code: 'owns_shared_team' as const,
      message: {
        cs: `Vlastníte tým „${team.name}“, který má další členy. Předejte nejprve vlastnictví jinému členovi.`,
        en: `You own the team “${team.name}”, which has other members. Transfer its ownership first.`,
      },
    }));
}

/**
 * Remove the user and everything that is only theirs: teams where they are the sole member go with them; sessions,
 * refresh tokens, sign-in history, reset tokens, API keys and memberships go by cascading foreign keys; the audit
 * log's entries lose the person's name, e-mail, address and browser.
 */
export async function deleteUserData(db: DbOrTx, userId: string): Promise<void> {
  const owned = await ownedTeams(db, userId);
  const soleTeams = owned.filter((team) => Number(team.otherMembers) === 0).map((team) => team.id);
  if (soleTeams.length > 0) await db.delete(teams).where(inArray(teams.id, soleTeams));
  // Commissions stay with the affiliate who earned them, without the customer's name.
  await db
    .update(affiliateCommissions)
    .set({ customerLabel: null })
    .where(eq(affiliateCommissions.referredUserId, userId));
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  // Failed sign-ins recorded before the account existed carry only the e-mail.
  if (user) await db.delete(loginEvents).where(eq(loginEvents.email, user.email));
  // The audit log keeps its entries but not the person (modules/audit/erasure.ts).
  if (user) await eraseAuditPerson(db, { userId, email: user.email });
  await db.delete(users).where(eq(users.id, userId));
}
