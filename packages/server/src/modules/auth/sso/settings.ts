import {
  SSO_TXT_PREFIX,
  type SsoConfig,
  type SsoDiscoveryData,
  type SsoDomain,
  type TeamSsoData,
  type UpdateSsoConfigBody,
  updateSsoConfigBodySchema,
} from '@hlidka/contract';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { isUniqueViolation, pgConstraint } from '../../../db/errors';
import { type TeamSsoConfigRow, type TeamSsoDomainRow, teamSsoConfigs, teamSsoDomains } from '../../../db/schema/sso';
import { teamMembers } from '../../../db/schema/teams';
import type { Db, DbOrTx } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import { resolveTarget } from '../../../net/guard';
import { requireTeamRole } from '../../access/team-role';
import { auditFields } from '../../audit/record';
import { auditTeam } from '../../teams/audit';
import { hasTeamRole } from '../../teams/roles';
import { OidcClient, OidcError } from '../oidc';
import type { SecretBox } from '../secret-box';
import { randomToken } from '../tokens';
import type { TxtLookup } from './dns';
import { domainRecordMissing, ssoMessages } from './messages';

/** What the audit log keeps of a team's SSO settings (never the client secret). */
const SSO_FIELDS = [
  'enabled',
  'slug',
  'issuerUrl',
  'clientId',
  'scopes',
  'groupsClaim',
  'groupRoles',
  'defaultRole',
  'ssoRequired',
  'breakGlassUserId',
] as const satisfies readonly (keyof TeamSsoConfigRow)[];

const auditSso = (
  tx: DbOrTx,
  teamId: string,
  action: 'create' | 'update' | 'delete',
  before: TeamSsoConfigRow | null | undefined,
  after: TeamSsoConfigRow | null | undefined,
) =>
  auditTeam(tx, teamId, {
    action,
    resourceType: 'sso',
    resourceId: teamId,
    resourceName: (after ?? before)?.slug ?? null,
    before: auditFields(before, SSO_FIELDS),
    after: auditFields(after, SSO_FIELDS),
  });

const auditSsoDomain = (
  tx: DbOrTx,
  teamId: string,
  action: 'create' | 'verify' | 'delete',
  before: TeamSsoDomainRow | null,
  after: TeamSsoDomainRow | null,
) => {
  const row = (after ?? before) as TeamSsoDomainRow;
  const fields = (r: TeamSsoDomainRow | null) => r && { domain: r.domain, verifiedAt: r.verifiedAt };
  return auditTeam(tx, teamId, {
    action,
    resourceType: 'sso_domain',
    resourceId: row.id,
    resourceName: row.domain,
    before: fields(before),
    after: fields(after),
  });
};

export interface SsoDeps {
  db: Db;
  now: () => Date;
  /** Seals the teams' client secrets (purpose `hlidka:sso-client-secret`). */
  box: SecretBox;
  allowPrivateTargets: boolean;
  lookupTxt: TxtLookup;
  /** `{PUBLIC_URL}/api/auth/sso/callback`, shown to admins for the provider's registration. */
  redirectUri: string;
}

export const txtRecordOf = (row: Pick<TeamSsoDomainRow, 'verificationToken'>) =>
  `${SSO_TXT_PREFIX}${row.verificationToken}`;

function toConfig(row: TeamSsoConfigRow): SsoConfig {
  return {
    enabled: row.enabled,
    slug: row.slug,
    issuerUrl: row.issuerUrl,
    clientId: row.clientId,
    clientSecretSet: row.clientSecretSealed !== '',
    scopes: row.scopes,
    groupsClaim: row.groupsClaim,
    groupRoles: row.groupRoles,
    defaultRole: row.defaultRole,
    ssoRequired: row.ssoRequired,
    breakGlassUserId: row.breakGlassUserId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDomain(row: TeamSsoDomainRow): SsoDomain {
  return {
    id: row.id,
    domain: row.domain,
    txtRecord: txtRecordOf(row),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Refuses an issuer on a private address unless ALLOW_PRIVATE_TARGETS (the server fetches it). */
export async function assertPublicIssuer(issuerUrl: string, allowPrivateTargets: boolean): Promise<void> {
  try {
    await resolveTarget(
      new URL(issuerUrl).hostname.replace(/^\[|\]$/g, ''),
      { allowPrivateTargets },
      AbortSignal.timeout(5000),
    );
  } catch (error) {
    throw new AppError('VALIDATION_ERROR', ssoMessages.issuerBlocked, {
      errors: { issuerUrl: [ssoMessages.issuerBlocked] },
      cause: error,
    });
  }
}

/** A team's SSO settings: the provider, the domains and their verification (admins and the owner only). */
export class SsoSettings {
  constructor(private readonly deps: SsoDeps) {}

  async get(teamId: string, userId: string): Promise<TeamSsoData> {
    await requireTeamRole(this.deps.db, teamId, userId, 'admin');
    return this.load(teamId);
  }

  private async load(teamId: string): Promise<TeamSsoData> {
    const { db } = this.deps;
    const [config] = await db.select().from(teamSsoConfigs).where(eq(teamSsoConfigs.teamId, teamId)).limit(1);
    const domains = await db
      .select()
      .from(teamSsoDomains)
      .where(eq(teamSsoDomains.teamId, teamId))
      .orderBy(asc(teamSsoDomains.domain));
    return {
      sso: config ? toConfig(config) : null,
      domains: domains.map(toDomain),
      redirectUri: this.deps.redirectUri,
    };
  }

  async update(teamId: string, userId: string, input: UpdateSsoConfigBody): Promise<TeamSsoData> {
    const { db, now: clock, box } = this.deps;
    await requireTeamRole(db, teamId, userId, 'admin');
    const body = updateSsoConfigBodySchema.parse(input);
    const [existing] = await db.select().from(teamSsoConfigs).where(eq(teamSsoConfigs.teamId, teamId)).limit(1);
    if (!body.clientSecret && !existing) {
      throw new AppError('VALIDATION_ERROR', ssoMessages.clientSecretRequired, {
        errors: { clientSecret: [ssoMessages.clientSecretRequired] },
      });
    }
    await assertPublicIssuer(body.issuerUrl, this.deps.allowPrivateTargets);
    if (body.breakGlassUserId) {
      const [member] = await db
        .select({ role: teamMembers.role })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, body.breakGlassUserId)))
        .limit(1);
      if (!member || !hasTeamRole(member.role, 'admin')) {
        throw new AppError('VALIDATION_ERROR', ssoMessages.breakGlassNotAdmin, {
          errors: { breakGlassUserId: [ssoMessages.breakGlassNotAdmin] },
        });
      }
    }
    if (body.ssoRequired) {
      if (!body.breakGlassUserId) {
        throw new AppError('VALIDATION_ERROR', ssoMessages.breakGlassRequired, {
          errors: { breakGlassUserId: [ssoMessages.breakGlassRequired] },
        });
      }
      const verified = await db
        .select({ id: teamSsoDomains.id })
        .from(teamSsoDomains)
        .where(and(eq(teamSsoDomains.teamId, teamId), isNotNull(teamSsoDomains.verifiedAt)))
        .limit(1);
      if (!body.enabled || verified.length === 0) {
        throw new AppError('VALIDATION_ERROR', ssoMessages.requiredNeedsEnabled, {
          errors: { ssoRequired: [ssoMessages.requiredNeedsEnabled] },
        });
      }
    }
    const now = clock();
    const values = {
      enabled: body.enabled,
      slug: body.slug,
      issuerUrl: body.issuerUrl.replace(/\/+$/, ''),
      clientId: body.clientId,
      clientSecretSealed: body.clientSecret ? box.seal(body.clientSecret) : (existing?.clientSecretSealed ?? ''),
      scopes: body.scopes.split(' ').includes('openid') ? body.scopes : `openid ${body.scopes}`,
      groupsClaim: body.groupsClaim,
      groupRoles: body.groupRoles,
      defaultRole: body.defaultRole,
      ssoRequired: body.ssoRequired,
      breakGlassUserId: body.breakGlassUserId,
      updatedAt: now,
    };
    try {
      await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(teamSsoConfigs)
          .values({ teamId, ...values, createdAt: now })
          .onConflictDoUpdate({ target: teamSsoConfigs.teamId, set: values })
          .returning();
        await auditSso(tx, teamId, existing ? 'update' : 'create', existing, saved);
      });
    } catch (error) {
      if (isUniqueViolation(error) && pgConstraint(error) === 'team_sso_configs_slug_key') {
        throw new AppError('CONFLICT', ssoMessages.slugTaken, { errors: { slug: [ssoMessages.slugTaken] } });
      }
      throw error;
    }
    return this.load(teamId);
  }

  async remove(teamId: string, userId: string): Promise<void> {
    const { db } = this.deps;
    await requireTeamRole(db, teamId, userId, 'admin');
    await db.transaction(async (tx) => {
      const [removed] = await tx.delete(teamSsoConfigs).where(eq(teamSsoConfigs.teamId, teamId)).returning();
      if (removed) await auditSso(tx, teamId, 'delete', removed, null);
    });
  }

  /** "Test connection": discovery at the issuer (its `issuer` must match) and its keys. */
  async testConnection(teamId: string, userId: string, issuerUrl: string): Promise<SsoDiscoveryData> {
    await requireTeamRole(this.deps.db, teamId, userId, 'admin');
    await assertPublicIssuer(issuerUrl, this.deps.allowPrivateTargets);
    const client = new OidcClient({
      issuerUrl: issuerUrl.replace(/\/+$/, ''),
      clientId: '',
      clientSecret: '',
      strictIssuer: true,
    });
    try {
      const discovery = await client.discovery();
      return {
        issuer: discovery.issuer,
        authorizationEndpoint: discovery.authorization_endpoint,
        tokenEndpoint: discovery.token_endpoint,
        jwksUri: discovery.jwks_uri,
        keyCount: await client.keyCount(),
      };
    } catch (error) {
      if (!(error instanceof OidcError)) throw error;
      throw new AppError('VALIDATION_ERROR', ssoMessages.discoveryFailed, {
        errors: { issuerUrl: [ssoMessages.discoveryFailed] },
        cause: error,
      });
    }
  }

  async addDomain(teamId: string, userId: string, domain: string): Promise<SsoDomain> {
    const { db, now } = this.deps;
    await requireTeamRole(db, teamId, userId, 'admin');
    await this.refuseClaimed(teamId, domain);
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(teamSsoDomains)
          .values({ teamId, domain, verificationToken: randomToken(24), createdAt: now() })
          .returning();
        if (!inserted) throw new Error('INSERT INTO team_sso_domains returned no row');
        await auditSsoDomain(tx, teamId, 'create', null, inserted);
        return inserted;
      });
      return toDomain(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', ssoMessages.domainExists, { errors: { domain: [ssoMessages.domainExists] } });
      }
      throw error;
    }
  }

  /** "Ověřit": looks up the TXT records now; verified when `hlidka-verification=<token>` is among them. */
  async verifyDomain(teamId: string, userId: string, domainId: string): Promise<SsoDomain> {
    const { db, now } = this.deps;
    await requireTeamRole(db, teamId, userId, 'admin');
    const row = await this.domainOf(teamId, domainId);
    if (row.verifiedAt) return toDomain(row);
    await this.refuseClaimed(teamId, row.domain);
    const record = txtRecordOf(row);
    let records: string[];
    try {
      records = await this.deps.lookupTxt(row.domain);
    } catch {
      records = [];
    }
    const at = now();
    if (!records.includes(record)) {
      await db.update(teamSsoDomains).set({ lastCheckedAt: at }).where(eq(teamSsoDomains.id, row.id));
      throw new AppError('VALIDATION_ERROR', domainRecordMissing(record, row.domain));
    }
    try {
      const updated = await db.transaction(async (tx) => {
        const [verified] = await tx
          .update(teamSsoDomains)
          .set({ verifiedAt: at, lastCheckedAt: at })
          .where(eq(teamSsoDomains.id, row.id))
          .returning();
        if (verified) await auditSsoDomain(tx, teamId, 'verify', row, verified);
        return verified;
      });
      return toDomain(updated ?? row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', ssoMessages.domainClaimed);
      throw error;
    }
  }

  async removeDomain(teamId: string, userId: string, domainId: string): Promise<void> {
    const { db } = this.deps;
    await requireTeamRole(db, teamId, userId, 'admin');
    await this.domainOf(teamId, domainId);
    await db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(teamSsoDomains)
        .where(and(eq(teamSsoDomains.id, domainId), eq(teamSsoDomains.teamId, teamId)))
        .returning();
      if (removed) await auditSsoDomain(tx, teamId, 'delete', removed, null);
    });
  }

  private async domainOf(teamId: string, domainId: string): Promise<TeamSsoDomainRow> {
    const [row] = await this.deps.db
      .select()
      .from(teamSsoDomains)
      .where(and(eq(teamSsoDomains.id, domainId), eq(teamSsoDomains.teamId, teamId)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', ssoMessages.domainNotFound);
    return row;
  }

  /** A domain verified by another team belongs to that team. */
  private async refuseClaimed(teamId: string, domain: string): Promise<void> {
    const [other] = await this.deps.db
      .select({ id: teamSsoDomains.id })
      .from(teamSsoDomains)
      .where(
        and(eq(teamSsoDomains.domain, domain), isNotNull(teamSsoDomains.verifiedAt), ne(teamSsoDomains.teamId, teamId)),
      )
      .limit(1);
    if (other) {
      throw new AppError('CONFLICT', ssoMessages.domainClaimed, { errors: { domain: [ssoMessages.domainClaimed] } });
    }
  }
}
