import type { CreateTeamInvitationBody } from '@hlidka/contract';
import { teamRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/teams/{id}/invitations. */
export function useTeamInvitations(teamId: string | null | undefined) {
  const query = useResource(useAuthedKey(teamId ? keys.teamInvitations(teamId) : null));
  return { ...query, invitations: query.data?.invitations };
}

export function useInviteTeamMember() {
  return useApiMutation(
    (client, { teamId, ...body }: CreateTeamInvitationBody & { teamId: string }) =>
      client.call(teamRoutes.createInvitation, { params: { id: teamId }, body }),
    { revalidate: [keyPrefixes.teams] },
  );
}

export function useRevokeTeamInvitation() {
  return useApiMutation(
    (client, { teamId, invitationId }: { teamId: string; invitationId: string }) =>
      client.call(teamRoutes.revokeInvitation, { params: { id: teamId, invitationId } }),
    { revalidate: [keyPrefixes.teams] },
  );
}

/** GET /api/team-invitations/{token}: what the link's recipient sees (works signed out). */
export function useTeamInvitationPreview(token: string | null | undefined) {
  return useResource(token ? keys.teamInvitationPreview(token) : null);
}

export function useAcceptTeamInvitation() {
  return useApiMutation((client, token: string) => client.call(teamRoutes.acceptInvitation, { params: { token } }), {
    revalidate: [keyPrefixes.teams],
  });
}

/** POST /api/team-invitations/{token}/decline; the preview then answers INVITATION_DECLINED. */
export function useDeclineTeamInvitation() {
  return useApiMutation((client, token: string) => client.call(teamRoutes.declineInvitation, { params: { token } }), {
    revalidate: [keyPrefixes.teamInvitationLinks],
  });
}

/** GET /api/user/team-invitations: pending invitations addressed to the signed-in user (shown on /teams). */
export function useReceivedTeamInvitations() {
  const query = useResource(useAuthedKey(keys.receivedTeamInvitations()));
  return { ...query, invitations: query.data?.invitations };
}

const answeredRevalidates = { revalidate: [keyPrefixes.teams, keyPrefixes.receivedTeamInvitations] };

/** Accept an invitation from the list on /teams (as its e-mailed link would). */
export function useAcceptReceivedInvitation() {
  return useApiMutation(
    (client, invitationId: string) => client.call(teamRoutes.acceptReceivedInvitation, { params: { invitationId } }),
    answeredRevalidates,
  );
}

/** Decline an invitation from the list on /teams. */
export function useDeclineReceivedInvitation() {
  return useApiMutation(
    (client, invitationId: string) => client.call(teamRoutes.declineReceivedInvitation, { params: { invitationId } }),
    answeredRevalidates,
  );
}
