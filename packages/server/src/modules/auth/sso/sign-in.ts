import type { SsoGrantableRole, SsoStartBody, TeamRole } from '@hlidka/contract';
import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { ssoIdentities, type TeamSsoConfigRow, teamSsoConfigs, teamSsoDomains } from '../../../db/schema/sso';
import { teamMembers, teams } from '../../../db/schema/teams';
import { type UserRow, users } from '../../../db/schema/users';
import type { Db, DbOrTx } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import { requireTeamSeat } from '../../teams/seats';
import { CallbackFailure } from '../google-accounts';
import { OidcClient, type OidcIdentity } from '../oidc';
import type { SecretBox } from '../secret-box';
import { normalizeEmail } from '../users';
import { ssoMessages } from './messages';

export const emailDomain = (email: string) => normalizeEmail(email).split('@').pop() ?? '';

/** The team an SSO sign-in starts for: by the verified domain of a work e-mail, or by the team's slug. */
export async function findSsoTeam(db: DbOrTx, body: SsoStartBody): Promise<TeamSsoConfigRow & { teamName: string }> {
  const query = db
    .select({ config: teamSsoConfigs, teamName: teams.name })
    .from(teamSsoConfigs)
    .innerJoin(teams, eq(teams.id, teamSsoConfigs.teamId));
  const [row] =
    'email' in body
      ? await query
          .innerJoin(teamSsoDomains, eq(teamSsoDomains.teamId, teamSsoConfigs.teamId))
          .where(and(eq(teamSsoDomains.domain, emailDomain(body.email)), isNotNull(teamSsoDomains.verifiedAt)))
          .limit(1)
      : await query.where(eq(teamSsoConfigs.slug, body.team)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', ssoMessages.unknownDomain);
  if (!row.config.enabled) throw new AppError('FORBIDDEN', ssoMessages.ssoDisabled);
  return { ...row.config, teamName: row.teamName };
}

export async function ssoConfigOf(db: DbOrTx, teamId: string): Promise<TeamSsoConfigRow | null> {
  const [row] = await db.select().from(teamSsoConfigs).where(eq(teamSsoConfigs.teamId, teamId)).limit(1);
  return row ?? null;
}

/** The OpenID Connect client of a team's provider (its discovery's issuer must match the configured one). */
export function ssoClientFor(config: TeamSsoConfigRow, box: SecretBox): OidcClient {
  return new OidcClient({
    issuerUrl: config.issuerUrl,
    clientId: config.clientId,
    clientSecret: box.open(config.clientSecretSealed),
    scope: config.scopes,
    strictIssuer: true,
  });
}

/** The groups in the ID token's claim: an array of strings, or one string (space- or comma-separated). */
export function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  const value = claims[claim];
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string');
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** The mapping's first row whose group the person has decides the role; none: the default role. */
export function mappedRole(config: Pick<TeamSsoConfigRow, 'groupRoles' | 'defaultRole'>, groups: string[]) {
  const has = new Set(groups);
  return config.groupRoles.find((row) => has.has(row.group))?.role ?? config.defaultRole;
}

async function isVerifiedDomain(db: DbOrTx, teamId: string, email: string) {
  const [row] = await db
    .select({ id: teamSsoDomains.id })
    .from(teamSsoDomains)
    .where(
      and(
        eq(teamSsoDomains.teamId, teamId),
        eq(teamSsoDomains.domain, emailDomain(email)),
        isNotNull(teamSsoDomains.verifiedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The account of a verified SSO identity, a member of the team with the role its groups map to: by the provider's
 * subject; else the account with the same verified e-mail (linked); else a new account when the e-mail's domain is
 * verified by the team. Someone not yet a member joins only from a verified domain. The owner keeps the owner role.
 */
export async function userForSso(
  db: Db,
  config: TeamSsoConfigRow,
  identity: OidcIdentity,
  now: Date,
): Promise<{ user: UserRow; role: TeamRole }> {
  const role: SsoGrantableRole = mappedRole(config, groupsOf(identity.claims, config.groupsClaim));
  return db.transaction(async (tx) => {
    const teamId = config.teamId;
    const [linked] = await tx
      .select({ user: users })
      .from(ssoIdentities)
      .innerJoin(users, eq(users.id, ssoIdentities.userId))
      .where(and(eq(ssoIdentities.teamId, teamId), eq(ssoIdentities.subject, identity.sub)))
      .limit(1);
    let user = linked?.user;
    if (!user) {
      if (!identity.email || !identity.emailVerified) {
        throw new CallbackFailure('email_not_verified', ssoMessages.emailNotVerified);
      }
      const email = identity.email;
      const [byEmail] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      user = byEmail;
      if (!user) {
        if (!(await isVerifiedDomain(tx, teamId, email)))
          throw new CallbackFailure('not_allowed', ssoMessages.notAllowed);
        const [first = '', ...rest] = (identity.name ?? '').split(/\s+/).filter(Boolean);
        const [created] = await tx
          .insert(users)
          .values({
            email,
            firstName: (identity.givenName ?? first).slice(0, 100),
            lastName: (identity.familyName ?? rest.join(' ')).slice(0, 100),
            avatarUrl: identity.picture,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('user insert returned nothing');
        user = created;
      }
      await tx
        .insert(ssoIdentities)
        .values({ teamId, subject: identity.sub, userId: user.id, createdAt: now })
        .onConflictDoNothing();
    }
    const [member] = await tx
      .select({ role: teamMembers.role })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, user.id)))
      .limit(1);
    if (!member) {
      if (!(await isVerifiedDomain(tx, teamId, user.email))) {
        throw new CallbackFailure('not_allowed', ssoMessages.notAllowed);
      }
      await requireTeamSeat(tx, teamId, now, { countPending: false });
      await tx.insert(teamMembers).values({ teamId, userId: user.id, role, createdAt: now });
      return { user, role };
    }
    if (member.role === 'owner') return { user, role: member.role };
    if (member.role !== role) {
      await tx
        .update(teamMembers)
        .set({ role })
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, user.id)));
    }
    return { user, role };
  });
}

/**
 * Whether a team the user belongs to requires single sign-on and the user is not its break-glass account: then
 * password and Google sign-in are refused.
 */
export async function ssoRequiredFor(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ teamId: teamSsoConfigs.teamId })
    .from(teamMembers)
    .innerJoin(teamSsoConfigs, eq(teamSsoConfigs.teamId, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.userId, userId),
        eq(teamSsoConfigs.ssoRequired, true),
        eq(teamSsoConfigs.enabled, true),
        or(isNull(teamSsoConfigs.breakGlassUserId), ne(teamSsoConfigs.breakGlassUserId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
