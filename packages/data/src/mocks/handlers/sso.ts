import {
  addSsoDomainBodySchema,
  ssoStartBodySchema,
  type TeamSsoData,
  testSsoConnectionBodySchema,
  updateSsoConfigBodySchema,
} from '@hlidka/contract';
import { ssoRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { createSsoDomain, createTeamSso, fixtureNowIso } from '../fixtures';
import { mockRoute } from '../mock-route';
import { failIn, notFound, ok } from '../respond';
import { validateBody } from '../validate-body';

const unknownDomain = {
  cs: 'Pro tuto e-mailovou doménu ani tým není jednotné přihlášení nastaveno',
  en: 'No single sign-on is set up for this e-mail domain or team',
};

/** Teams' SSO settings (every team starts configured), and the sign-in start that knows only `firma.cz` / `firma`. */
export function ssoHandlers(db: MockDb) {
  const byTeam = new Map<string, TeamSsoData>();
  const of = (id: unknown) => {
    const teamId = String(id);
    let found = byTeam.get(teamId);
    if (!found) {
      found = createTeamSso();
      byTeam.set(teamId, found);
    }
    return found;
  };
  const known = (teamId: unknown) => db.teams.some((team) => team.id === teamId);
  return [
    mockRoute(ssoRoutes.get, ({ params }) => (known(params.id) ? ok(of(params.id)) : notFound('Tým nebyl nalezen'))),
    mockRoute(ssoRoutes.update, async ({ params, request }) => {
      const { data, response } = await validateBody(updateSsoConfigBodySchema, request, {});
      if (!data) return response;
      const current = of(params.id);
      const { clientSecret, ...rest } = data;
      const next: TeamSsoData = {
        ...current,
        sso: {
          ...rest,
          clientSecretSet: Boolean(clientSecret) || current.sso?.clientSecretSet === true,
          updatedAt: fixtureNowIso(),
        },
      };
      byTeam.set(String(params.id), next);
      return ok(next);
    }),
    mockRoute(ssoRoutes.remove, ({ params }) => {
      byTeam.set(String(params.id), { ...of(params.id), sso: null });
      return ok({ deleted: true });
    }),
    mockRoute(ssoRoutes.testConnection, async ({ request }) => {
      const { data, response } = await validateBody(testSsoConnectionBodySchema, request, {});
      if (!data) return response;
      return ok({
        issuer: data.issuerUrl,
        authorizationEndpoint: `${data.issuerUrl}/protocol/openid-connect/auth`,
        tokenEndpoint: `${data.issuerUrl}/protocol/openid-connect/token`,
        jwksUri: `${data.issuerUrl}/protocol/openid-connect/certs`,
        keyCount: 2,
      });
    }),
    mockRoute(ssoRoutes.addDomain, async ({ params, request }) => {
      const { data: body, response } = await validateBody(addSsoDomainBodySchema, request, {});
      if (!body) return response;
      const current = of(params.id);
      const domain = createSsoDomain(current.domains.length + 10, {
        domain: body.domain,
        verifiedAt: null,
        lastCheckedAt: null,
      });
      byTeam.set(String(params.id), { ...current, domains: [...current.domains, domain] });
      return ok({ domain }, 201);
    }),
    mockRoute(ssoRoutes.verifyDomain, ({ params, request }) => {
      const current = of(params.id);
      const domain = current.domains.find((item) => item.id === params.domainId);
      if (!domain) return notFound('Doména nebyla nalezena');
      if (!domain.verifiedAt && domain.domain.endsWith('.test')) {
        return failIn(request, 400, 'VALIDATION_ERROR', {
          cs: `Záznam TXT „${domain.txtRecord}“ jsme v DNS domény ${domain.domain} nenašli.`,
          en: `We did not find the TXT record “${domain.txtRecord}” in the DNS of ${domain.domain}.`,
        });
      }
      const verified = { ...domain, verifiedAt: fixtureNowIso(), lastCheckedAt: fixtureNowIso() };
      byTeam.set(String(params.id), {
        ...current,
        domains: current.domains.map((item) => (item.id === domain.id ? verified : item)),
      });
      return ok({ domain: verified });
    }),
    mockRoute(ssoRoutes.removeDomain, ({ params }) => {
      const current = of(params.id);
      byTeam.set(String(params.id), {
        ...current,
        domains: current.domains.filter((item) => item.id !== params.domainId),
      });
      return ok({ deleted: true });
    }),
    mockRoute(ssoRoutes.start, async ({ request }) => {
      const { data: body, response } = await validateBody(ssoStartBodySchema, request, {});
      if (!body) return response;
      const known = 'email' in body ? body.email.toLowerCase().endsWith('@firma.cz') : body.team === 'firma';
      if (!known) return failIn(request, 404, 'NOT_FOUND', unknownDomain);
      return ok({ authorizationUrl: '/auth/sso/callback?error=provider_error', teamName: 'Firma s.r.o.' });
    }),
  ];
}
