import { type PlanId, planName } from '@hlidka/contract';
import { and, count, eq } from 'drizzle-orm';
import { teamInvitations, teamMembers, teams } from '../../db/schema/teams';
import type { DbOrTx } from '../../db/types';
import { AppError, type Translated } from '../../http/app-error';
import { planOf } from '../websites/service';
import { isPendingInvitation } from './invitation-state';

const czPeople = (n: number) => (n === 1 ? 'člena' : 'členů');

export const seatLimitMessage = (limit: number, plan: PlanId): Translated => ({
  cs: `Tarif ${planName(plan, 'cs')} vlastníka týmu umožňuje nejvýše ${limit} ${czPeople(limit)} týmu včetně pozvaných. Pro další členy přejděte na vyšší tarif.`,
  en: `The team owner's ${planName(plan, 'en')} plan allows at most ${limit} team member${limit === 1 ? '' : 's'}, invitations included. Upgrade to add more.`,
});

/**
 * The team owner's plan caps the members of a team (teamMemberLimit). Inviting counts pending invitations too;
 * accepting counts members. The team row is locked, so concurrent invitations cannot pass the limit together.
 */
export async function requireTeamSeat(
  db: DbOrTx,
  teamId: string,
  now: Date,
  options: { countPending: boolean },
): Promise<void> {
  await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
  const [owner] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner')))
    .limit(1);
  if (!owner) return;
  const plan = await planOf(db, owner.userId);
  const [members] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  const [pending] = options.countPending
    ? await db
        .select({ n: count() })
        .from(teamInvitations)
        .where(and(eq(teamInvitations.teamId, teamId), isPendingInvitation(now)))
    : [{ n: 0 }];
  if (Number(members?.n ?? 0) + Number(pending?.n ?? 0) + 1 > plan.teamMemberLimit) {
    throw new AppError('PLAN_LIMIT_REACHED', seatLimitMessage(plan.teamMemberLimit, plan.id), { status: 403 });
  }
}
