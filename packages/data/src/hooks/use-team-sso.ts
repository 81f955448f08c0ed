import type { SsoStartBody, UpdateSsoConfigBody } from '@hlidka/contract';
import { ssoRoutes } from '@hlidka/contract/routes';
import { keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/teams/{id}/sso: the team's provider (never its secret) and its domains (admins and the owner). */
export function useTeamSso(teamId: string | null | undefined) {
  const query = useResource(useAuthedKey(teamId ? keys.teamSso(teamId) : null));
  return { ...query, sso: query.data?.sso, domains: query.data?.domains };
}

const revalidateSso = { revalidate: ['/api/teams'] };

export function useSaveTeamSso() {
  return useApiMutation(
    (client, { teamId, ...body }: UpdateSsoConfigBody & { teamId: string }) =>
      client.call(ssoRoutes.update, { params: { id: teamId }, body }),
    revalidateSso,
  );
}

export function useRemoveTeamSso() {
  return useApiMutation(
    (client, teamId: string) => client.call(ssoRoutes.remove, { params: { id: teamId } }),
    revalidateSso,
  );
}

/** "Test connection": discovery at the issuer, without saving. */
export function useTestSsoConnection() {
  return useApiMutation((client, { teamId, issuerUrl }: { teamId: string; issuerUrl: string }) =>
    client.call(ssoRoutes.testConnection, { params: { id: teamId }, body: { issuerUrl } }),
  );
}

export function useAddSsoDomain() {
  return useApiMutation(
    (client, { teamId, domain }: { teamId: string; domain: string }) =>
      client.call(ssoRoutes.addDomain, { params: { id: teamId }, body: { domain } }),
    revalidateSso,
  );
}

/** "Ověřit": the server looks the TXT record up now. */
export function useVerifySsoDomain() {
  return useApiMutation(
    (client, { teamId, domainId }: { teamId: string; domainId: string }) =>
      client.call(ssoRoutes.verifyDomain, { params: { id: teamId, domainId } }),
    revalidateSso,
  );
}

export function useRemoveSsoDomain() {
  return useApiMutation(
    (client, { teamId, domainId }: { teamId: string; domainId: string }) =>
      client.call(ssoRoutes.removeDomain, { params: { id: teamId, domainId } }),
    revalidateSso,
  );
}

/** POST /api/auth/sso/start (signed out): the provider's address for a work e-mail or a team's slug. */
export function useStartSso() {
  return useApiMutation((client, body: SsoStartBody) => client.call(ssoRoutes.start, { body }));
}
