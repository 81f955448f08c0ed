import type { CreateEscalationPolicyBody, UpdateEscalationPolicyBody } from '@hlidka/contract';
import { acknowledgementLinkRoutes, escalationPolicyRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/escalation-policies: the policies the user sees, by name, with their steps and attachments. */
export function useEscalationPolicies() {
  const query = useResource(useAuthedKey(keys.escalationPolicies()));
  return { ...query, policies: query.data?.policies };
}

/** GET /api/escalation-policies/{id}. */
export function useEscalationPolicy(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.escalationPolicy(id) : null));
  return { ...query, policy: query.data?.policy };
}

/** GET /api/escalation-policies/people: whom a step of a team's (or the user's own) policy may notify. */
export function useEscalationPeople(teamId: string | null) {
  const query = useResource(useAuthedKey(keys.escalationPeople(teamId ? { teamId } : undefined)));
  return { ...query, people: query.data?.people };
}

/** A policy's attachments show on its websites and groups too. */
const touched = [keyPrefixes.escalationPolicies, keyPrefixes.websites, keyPrefixes.websiteGroups];

export function useCreateEscalationPolicy() {
  return useApiMutation(
    (client, body: CreateEscalationPolicyBody) => client.call(escalationPolicyRoutes.create, { body }),
    { revalidate: touched, retries: 0 },
  );
}

export function useUpdateEscalationPolicy() {
  return useApiMutation(
    (client, { id, ...body }: UpdateEscalationPolicyBody & { id: string }) =>
      client.call(escalationPolicyRoutes.update, { params: { id }, body }),
    { revalidate: touched },
  );
}

/** DELETE /api/escalation-policies/{id}: its websites and groups are left without one. */
export function useDeleteEscalationPolicy() {
  return useApiMutation((client, id: string) => client.call(escalationPolicyRoutes.delete, { params: { id } }), {
    revalidate: touched,
  });
}

/** GET /api/acknowledgement-links/{token}: the incident an alert's link is for (works signed out). */
export function useAcknowledgementLink(token: string | null | undefined) {
  return useResource(token ? keys.acknowledgementLink(token) : null);
}

/** POST /api/acknowledgement-links/{token}: acknowledge in the name of the link's recipient. */
export function useAcknowledgeByLink() {
  return useApiMutation(
    (client, token: string) => client.call(acknowledgementLinkRoutes.acknowledge, { params: { token } }),
    { revalidate: [keyPrefixes.acknowledgementLinks, keyPrefixes.incidents], retries: 0 },
  );
}
