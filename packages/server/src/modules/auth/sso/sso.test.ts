import {
  auditListDataSchema,
  ssoDiscoveryDataSchema,
  ssoDomainDataSchema,
  ssoStartDataSchema,
  teamMemberListDataSchema,
  teamSsoDataSchema,
} from '@hlidka/contract';
import { type MutableResponse, type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/app';
import { bearer, expectData, expectError, type Registered } from '../../../testing/auth';
import { testDatabaseKinds } from '../../../testing/databases';
import { startDnsServer, type TestDnsServer, type ZoneRecords } from '../../../testing/dns-server';
import { addMember, createTeam, registerUser, uniqueEmail } from '../../../testing/teams';
import { pkceChallenge } from '../oidc';

const CLIENT_ID = 'hlidka-sso-client';
const CLIENT_SECRET = 'sso-client-secret-value';
const DOMAIN = 'firma-sso.test';

interface Identity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

/** A real OpenID provider on 127.0.0.1 whose next ID tokens carry `identity`. */
let provider: OAuth2Server;
let identity: Identity;
let tamper: ((token: MutableToken) => void) | undefined;
let tokenRequest: Record<string, unknown> = {};
const zone: Record<string, ZoneRecords> = {};
let dns: TestDnsServer;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, identity);
    tamper?.(token);
  });
  provider.service.on('beforeResponse', (_response: MutableResponse, request: { body?: Record<string, unknown> }) => {
    tokenRequest = { ...request.body };
  });
  dns = await startDnsServer(zone);
});
afterAll(async () => {
  await provider?.stop();
  await dns?.close();
});

const person = (over: Partial<Identity> = {}): Identity => ({
  sub: `sso-${Math.random().toString(36).slice(2)}`,
  email: uniqueEmail('sso').replace('@example.cz', `@${DOMAIN}`),
  email_verified: true,
  given_name: 'Eliška',
  family_name: 'Krásová',
  groups: [],
  ...over,
});

for (const kind of testDatabaseKinds) {
  describe(`single sign-on per team [${kind}]`, () => {
    let t: TestApp;
    let owner: Registered;
    let teamId: string;
    const issuer = () => provider.issuer.url ?? '';

    /** The browser's part: start, follow the provider's redirect, call our callback with (or without) the cookie. */
    async function ssoSignIn(start: { email: string } | { team: string }, options: { dropCookie?: boolean } = {}) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: start });
      const answer = expectData(res, ssoStartDataSchema);
      const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
      const url = new URL(answer.authorizationUrl);
      const atProvider = await fetch(url, { redirect: 'manual' });
      const back = new URL(atProvider.headers.get('location') ?? '');
      expect(`${back.origin}${back.pathname}`).toBe(`${t.config.publicUrl}/api/auth/sso/callback`);
      const callback = await t.app.inject({
        method: 'GET',
        url: `/api/auth/sso/callback${back.search}`,
        headers: options.dropCookie ? {} : { cookie },
      });
      expect(callback.statusCode, callback.body).toBe(302);
      const location = new URL(String(callback.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${t.config.publicUrl}/auth/sso/callback`);
      return { params: location.searchParams, authorizationUrl: url };
    }

    async function saveConfig(over: Record<string, unknown> = {}) {
      return t.app.inject({
        method: 'PUT',
        url: `/api/teams/${teamId}/sso`,
        headers: bearer(owner.token),
        payload: {
          enabled: true,
          slug: 'firma',
          issuerUrl: issuer(),
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          groupsClaim: 'groups',
          groupRoles: [
            { group: 'hlidka-admins', role: 'admin' },
            { group: 'everyone', role: 'editor' },
          ],
          defaultRole: 'editor',
          ...over,
        },
      });
    }

    async function memberRole(userId: string) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/teams/${teamId}/members`,
        headers: bearer(owner.token),
      });
      return expectData(res, teamMemberListDataSchema).members.find((m) => m.userId === userId)?.role;
    }

    beforeAll(async () => {
      t = await createTestApp({ config: { ssoDnsServer: dns.server } });
      owner = await registerUser(t.app);
      teamId = (await createTeam(t.app, owner, 'Firma s.r.o.')).id;
    });
    afterAll(async () => {
      await t?.close();
    });
    beforeEach(() => {
      identity = person();
      tamper = undefined;
    });

    it('tests the connection by discovery and saves the provider without ever returning the secret', async () => {
      const test = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${teamId}/sso/test`,
        headers: bearer(owner.token),
        payload: { issuerUrl: issuer() },
      });
      const found = expectData(test, ssoDiscoveryDataSchema);
      expect(found).toMatchObject({ issuer: issuer(), keyCount: 1 });
      expect(found.authorizationEndpoint).toContain('/authorize');
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${teamId}/sso/test`,
        headers: bearer(owner.token),
        payload: { issuerUrl: `${issuer()}/nowhere` },
      });
      expect(expectError(bad, 400, 'VALIDATION_ERROR').errors?.issuerUrl).toBeDefined();

      const noSecret = await saveConfig({ clientSecret: undefined });
      expectError(noSecret, 400, 'VALIDATION_ERROR');
      const saved = expectData(await saveConfig(), teamSsoDataSchema);
      expect(saved.sso).toMatchObject({ slug: 'firma', clientId: CLIENT_ID, clientSecretSet: true, enabled: true });
      const read = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/sso`, headers: bearer(owner.token) });
      expect(read.body).not.toContain(CLIENT_SECRET);
      const [row] = await t.database.query('select client_secret_sealed from team_sso_configs where team_id = $1', [
        teamId,
      ]);
      expect(String(row?.client_secret_sealed)).not.toContain(CLIENT_SECRET);
      // Saving again without the secret keeps it.
      expect(expectData(await saveConfig({ clientSecret: undefined }), teamSsoDataSchema).sso?.clientSecretSet).toBe(
        true,
      );
      // The team's audit log: created, then saved again (the refused save left nothing); never the secret.
      const audit = await t.app.inject({
        method: 'GET',
        url: `/api/audit?teamId=${teamId}&resourceType=sso`,
        headers: bearer(owner.token),
      });
      const { events } = expectData(audit, auditListDataSchema);
      expect(events.map((e) => e.action).sort()).toEqual(['create', 'update']);
      expect(events.find((e) => e.action === 'create')).toMatchObject({
        resourceName: 'firma',
        before: null,
        after: expect.objectContaining({ clientId: CLIENT_ID, enabled: true }),
      });
      expect(audit.body).not.toContain(CLIENT_SECRET);
    });

    it('refuses the settings to plain members and strangers', async () => {
      const member = await addMember(t, owner, teamId, 'editor');
      const res = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/sso`, headers: bearer(member.token) });
      expectError(res, 403);
      const stranger = await registerUser(t.app);
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/sso`, headers: bearer(stranger.token) }),
        404,
      );
    });

    it('verifies a domain by its TXT record on the local DNS server', async () => {
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${teamId}/sso/domains`,
        headers: bearer(owner.token),
        payload: { domain: DOMAIN.toUpperCase() },
      });
      const { domain } = expectData(added, ssoDomainDataSchema, 201);
      expect(domain.domain).toBe(DOMAIN);
      expect(domain.txtRecord).toMatch(/^hlidka-verification=[A-Za-z0-9_-]{32}$/);
      expect(domain.verifiedAt).toBeNull();
      const verify = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/teams/${teamId}/sso/domains/${domain.id}/verify`,
          headers: bearer(owner.token),
        });
      zone[DOMAIN] = { TXT: ['v=spf1 -all', 'hlidka-verification=someone-elses'] };
      expect(expectError(await verify(), 400, 'VALIDATION_ERROR').message).toContain(domain.txtRecord);
      expect(dns.questions).toContain(`TXT ${DOMAIN}`);
      zone[DOMAIN] = { TXT: ['v=spf1 -all', domain.txtRecord] };
      const verified = expectData(await verify(), ssoDomainDataSchema).domain;
      expect(verified.verifiedAt).not.toBeNull();
      // In the team's audit log: added, then verified (the failed check changed nothing of the kind).
      const audit = await t.app.inject({
        method: 'GET',
        url: `/api/audit?teamId=${teamId}&resourceType=sso_domain`,
        headers: bearer(owner.token),
      });
      const entries = expectData(audit, auditListDataSchema).events;
      expect(entries.map((e) => e.action).sort()).toEqual(['create', 'verify']);
      expect(entries.find((e) => e.action === 'verify')).toMatchObject({
        resourceName: DOMAIN,
        before: { verifiedAt: null },
        after: { verifiedAt: expect.any(String) },
      });

      // Another team cannot claim the verified domain.
      const other = await registerUser(t.app);
      const otherTeam = await createTeam(t.app, other, 'Jiná firma');
      const claim = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${otherTeam.id}/sso/domains`,
        headers: bearer(other.token),
        payload: { domain: DOMAIN },
      });
      expectError(claim, 409, 'CONFLICT');
    });

    it('signs up a new person of the verified domain with the role their groups map to, on every sign-in', async () => {
      identity = person({ groups: ['staff', 'hlidka-admins'] });
      const { params, authorizationUrl } = await ssoSignIn({ email: identity.email ?? '' });
      expect(params.get('error'), params.get('error_description') ?? '').toBeNull();
      expect(params.get('team_id')).toBe(teamId);
      expect(params.get('email')).toBe(identity.email);
      // PKCE: the verifier sent with the code matches the challenge of the authorization request.
      expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
      expect(pkceChallenge(String(tokenRequest.code_verifier))).toBe(
        authorizationUrl.searchParams.get('code_challenge'),
      );
      expect(authorizationUrl.searchParams.get('scope')).toBe('openid email profile');
      expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();
      const userId = params.get('user_id') ?? '';
      expect(await memberRole(userId)).toBe('admin');
      const history = await t.database.query(
        'select method from login_events where user_id = $1 and success order by created_at desc',
        [userId],
      );
      expect(history[0]?.method).toBe('sso');

      // The same subject, now only in 'everyone': the role follows the groups.
      identity = { ...identity, groups: ['everyone'] };
      const again = await ssoSignIn({ team: 'firma' });
      expect(again.params.get('user_id')).toBe(userId);
      expect(await memberRole(userId)).toBe('editor');
    });

    it('reads the groups from the userinfo endpoint when the ID token leaves them out, about the same subject only', async () => {
      const { groups: _none, ...withoutGroups } = person();
      identity = withoutGroups;
      provider.service.once('beforeUserinfo', (answer: MutableResponse) => {
        answer.body = { sub: identity.sub, groups: ['hlidka-admins'] };
      });
      const { params } = await ssoSignIn({ team: 'firma' });
      expect(params.get('error'), params.get('error_description') ?? '').toBeNull();
      expect(await memberRole(params.get('user_id') ?? '')).toBe('admin');

      provider.service.once('beforeUserinfo', (answer: MutableResponse) => {
        answer.body = { sub: 'somebody-else', groups: ['hlidka-admins'] };
      });
      const other = await ssoSignIn({ team: 'firma' });
      expect(other.params.get('error')).toBe('provider_error');
      expect(other.params.get('token')).toBeNull();
    });

    it('links an existing member by verified e-mail and never demotes the owner', async () => {
      identity = person({ email: owner.email, groups: [] });
      const { params } = await ssoSignIn({ team: 'firma' });
      expect(params.get('user_id')).toBe(owner.user.id);
      expect(await memberRole(owner.user.id)).toBe('owner');
    });

    it('refuses an unverified e-mail, a stranger outside the verified domain, a wrong nonce and a tampered token', async () => {
      identity = person({ email_verified: false });
      expect((await ssoSignIn({ team: 'firma' })).params.get('error')).toBe('email_not_verified');

      identity = person({ email: uniqueEmail('cizi') });
      const stranger = await ssoSignIn({ team: 'firma' });
      expect(stranger.params.get('error')).toBe('not_allowed');
      expect(stranger.params.get('error_description')).toContain('nejste jeho členem');

      tamper = (token) => {
        token.payload.nonce = 'not-our-nonce';
      };
      expect((await ssoSignIn({ team: 'firma' })).params.get('error')).toBe('provider_error');

      tamper = (token) => {
        token.payload.iss = 'https://evil.example';
      };
      const tampered = await ssoSignIn({ team: 'firma' });
      expect(tampered.params.get('error')).toBe('provider_error');
      expect(tampered.params.get('token')).toBeNull();
      const [row] = await t.database.query('select count(*)::int as n from users where email = $1', [identity.email]);
      expect(row?.n).toBe(0);
    });

    it('refuses a callback without the browser cookie, a forged state and unknown domains', async () => {
      expect((await ssoSignIn({ team: 'firma' }, { dropCookie: true })).params.get('error')).toBe('invalid_state');
      const forged = await t.app.inject({ method: 'GET', url: '/api/auth/sso/callback?code=abc&state=forged' });
      expect(new URL(String(forged.headers.location)).searchParams.get('error')).toBe('invalid_state');
      const denied = await t.app.inject({ method: 'GET', url: '/api/auth/sso/callback?error=access_denied' });
      expect(new URL(String(denied.headers.location)).searchParams.get('error')).toBe('provider_error');
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sso/start',
        payload: { email: 'jana@nikde.test' },
      });
      expect(expectError(unknown, 404, 'NOT_FOUND').message).toBe(
        'Pro tuto e-mailovou doménu ani tým není jednotné přihlášení nastaveno',
      );
    });

    it('requires SSO of members: password sign-in refused, the break-glass owner allowed', async () => {
      const member = await addMember(t, owner, teamId, 'editor');
      expectError(await saveConfig({ ssoRequired: true }), 400, 'VALIDATION_ERROR');
      expectError(await saveConfig({ ssoRequired: true, breakGlassUserId: member.user.id }), 400, 'VALIDATION_ERROR');
      expectData(await saveConfig({ ssoRequired: true, breakGlassUserId: owner.user.id }), teamSsoDataSchema);

      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { email: member.email, password: member.password },
        headers: { 'accept-language': 'en' },
      });
      expect(expectError(refused, 403, 'SSO_REQUIRED').message).toBe(
        'Your team requires single sign-on (SSO). Use “Sign in with SSO”.',
      );
      const breakGlass = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { email: owner.email, password: owner.password },
      });
      expect(breakGlass.statusCode, breakGlass.body).toBe(200);
      // Someone outside the team is not affected.
      const outsider = await registerUser(t.app);
      const fine = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { email: outsider.email, password: outsider.password },
      });
      expect(fine.statusCode).toBe(200);
      expectData(await saveConfig({ ssoRequired: false }), teamSsoDataSchema);
    });
  });
}
