import { z } from 'zod';
import { emailSchema } from './auth';
import { teamRoleSchema } from './teams';

// Single sign-on per team (issue 30 item 1): an OpenID Connect provider per team, e-mail domains the team proves it
// owns (a DNS TXT record), the provider's groups mapped to roles, and "SSO required" with one break-glass account.

const isoDateTime = z.iso.datetime({ offset: true });

/** The TXT record a domain must carry: `hlidka-verification=<token>`. */
export const SSO_TXT_PREFIX = 'hlidka-verification=';

/** Roles SSO may grant: any team role but owner (ownership moves only by a transfer). */
export const ssoGrantableRoleSchema = teamRoleSchema.exclude(['owner']).meta({ id: 'SsoGrantableRole' });
export type SsoGrantableRole = z.infer<typeof ssoGrantableRoleSchema>;

/** A lower-case DNS name with at least one dot (no scheme, no path). */
export const ssoDomainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/);

/** The team's short name for sign-in by team (`/sso?team=acme`). */
export const ssoSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);

export const ssoGroupRoleSchema = z
  .strictObject({ group: z.string().trim().min(1).max(200), role: ssoGrantableRoleSchema })
  .meta({ id: 'SsoGroupRole' });
export type SsoGroupRole = z.infer<typeof ssoGroupRoleSchema>;

/** A team's provider as its admins see it: the client secret is never returned, only whether one is set. */
export const ssoConfigSchema = z
  .object({
    enabled: z.boolean(),
    slug: z.string(),
    issuerUrl: z.string(),
    clientId: z.string(),
    clientSecretSet: z.boolean(),
    scopes: z.string(),
    groupsClaim: z.string(),
    /** First matching group wins; without a match the default role. */
    groupRoles: z.array(ssoGroupRoleSchema),
    defaultRole: ssoGrantableRoleSchema,
    /** Members sign in only through SSO (password and Google refused), except the break-glass account. */
    ssoRequired: z.boolean(),
    breakGlassUserId: z.uuid().nullable(),
    updatedAt: isoDateTime,
  })
  .meta({ id: 'SsoConfig' });
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

export const ssoDomainSchema = z
  .object({
    id: z.uuid(),
    domain: z.string(),
    /** The TXT record to publish at the domain: `hlidka-verification=<token>`. */
    txtRecord: z.string(),
    verifiedAt: isoDateTime.nullable(),
    /** When "Ověřit" last looked and found no record (null: never, or verified). */
    lastCheckedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'SsoDomain' });
export type SsoDomain = z.infer<typeof ssoDomainSchema>;

export const teamSsoDataSchema = z
  .object({
    sso: ssoConfigSchema.nullable(),
    domains: z.array(ssoDomainSchema),
    /** The redirect URI to register with the provider: `{PUBLIC_URL}/api/auth/sso/callback`. */
    redirectUri: z.string(),
  })
  .meta({ id: 'TeamSso' });
export type TeamSsoData = z.infer<typeof teamSsoDataSchema>;

/** PUT saves the whole provider; `clientSecret` left out keeps the stored one (it is required the first time). */
export const updateSsoConfigBodySchema = z
  .strictObject({
    enabled: z.boolean(),
    slug: ssoSlugSchema,
    issuerUrl: z.url({ protocol: /^https?$/ }).max(500),
    clientId: z.string().trim().min(1).max(500),
    clientSecret: z.string().min(1).max(2000).optional(),
    scopes: z
      .string()
      .trim()
      .max(500)
      .regex(/^[\x21-\x7e]+( [\x21-\x7e]+)*$/)
      .default('openid email profile'),
    groupsClaim: z.string().trim().min(1).max(100).default('groups'),
    groupRoles: z.array(ssoGroupRoleSchema).max(100).default([]),
    defaultRole: ssoGrantableRoleSchema,
    ssoRequired: z.boolean().default(false),
    breakGlassUserId: z.uuid().nullable().default(null),
  })
  .meta({ id: 'UpdateSsoConfigBody' });
export type UpdateSsoConfigBody = z.input<typeof updateSsoConfigBodySchema>;

export const testSsoConnectionBodySchema = z
  .strictObject({ issuerUrl: z.url({ protocol: /^https?$/ }).max(500) })
  .meta({ id: 'TestSsoConnectionBody' });

/** What discovery found at the issuer. */
export const ssoDiscoveryDataSchema = z
  .object({
    issuer: z.string(),
    authorizationEndpoint: z.string(),
    tokenEndpoint: z.string(),
    jwksUri: z.string(),
    keyCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'SsoDiscovery' });
export type SsoDiscoveryData = z.infer<typeof ssoDiscoveryDataSchema>;

export const addSsoDomainBodySchema = z.strictObject({ domain: ssoDomainNameSchema }).meta({ id: 'AddSsoDomainBody' });
export const ssoDomainDataSchema = z.object({ domain: ssoDomainSchema }).meta({ id: 'SsoDomainData' });
export const ssoDomainParamsSchema = z.strictObject({ id: z.uuid(), domainId: z.uuid() });
const teamParams = z.strictObject({ id: z.uuid() });
const deletedSchema = z.object({ deleted: z.literal(true) });

/** Start an SSO sign-in by work e-mail (its verified domain) or by the team's slug. */
export const ssoStartBodySchema = z
  .union([z.strictObject({ email: emailSchema }), z.strictObject({ team: ssoSlugSchema })])
  .meta({ id: 'SsoStartBody' });
export type SsoStartBody = z.infer<typeof ssoStartBodySchema>;
export const ssoStartDataSchema = z
  .object({ authorizationUrl: z.string(), teamName: z.string() })
  .meta({ id: 'SsoStart' });

export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

/**
 * Why an SSO sign-in ended on the app's callback screen with `?error=<code>` (the app words each one).
 * `unknown_domain` is answered by the start route (404) rather than the callback.
 */
export const ssoCallbackErrors = [
  'unknown_domain',
  'provider_error',
  'invalid_state',
  'email_not_verified',
  'not_allowed',
  'sso_disabled',
] as const;
export type SsoCallbackError = (typeof ssoCallbackErrors)[number];

const tags = ['SSO'];

export const ssoRouteSchemas = {
  get: {
    summary: "A team's single sign-on: the provider and the domains (admins and the owner)",
    tags,
    params: teamParams,
    response: teamSsoDataSchema,
  },
  update: {
    summary: "Save a team's OpenID Connect provider, group mapping and SSO requirement (admins and the owner)",
    tags,
    params: teamParams,
    body: updateSsoConfigBodySchema,
    response: teamSsoDataSchema,
  },
  remove: {
    summary: "Remove a team's provider (SSO sign-in and the requirement end)",
    tags,
    params: teamParams,
    response: deletedSchema,
  },
  testConnection: {
    summary: "Run discovery at an issuer and fetch its keys (the settings' 'Test connection')",
    tags,
    params: teamParams,
    body: testSsoConnectionBodySchema,
    response: ssoDiscoveryDataSchema,
  },
  addDomain: {
    summary: 'Add an e-mail domain; the answer carries the TXT record that proves ownership',
    tags,
    params: teamParams,
    body: addSsoDomainBodySchema,
    response: ssoDomainDataSchema,
  },
  verifyDomain: {
    summary: "Look up the domain's TXT records now and mark it verified when the record is there",
    tags,
    params: ssoDomainParamsSchema,
    response: ssoDomainDataSchema,
  },
  removeDomain: {
    summary: 'Remove an e-mail domain',
    tags,
    params: ssoDomainParamsSchema,
    response: deletedSchema,
  },
  start: {
    summary: "Start an SSO sign-in by work e-mail or team slug: the provider's authorization URL",
    tags,
    body: ssoStartBodySchema,
    response: ssoStartDataSchema,
  },
  callback: {
    summary: "The provider's redirect back; redirects on to the app's /auth/sso/callback",
    tags,
    query: ssoCallbackQuerySchema,
    response: z.null(),
  },
} as const;
