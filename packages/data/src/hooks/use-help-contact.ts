import type { HelpContactBody } from '@hlidka/contract';
import { helpRoutes } from '@hlidka/contract/routes';
import { useApiMutation } from '../swr/use-resource';

/** POST /api/help/contact: the message is stored, e-mailed to support and confirmed to the sender. */
export function useHelpContact() {
  return useApiMutation((client, body: HelpContactBody) => client.call(helpRoutes.contact, { body }), {
    retries: 0,
  });
}
