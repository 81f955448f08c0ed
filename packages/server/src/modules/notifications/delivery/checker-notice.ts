import type { OutboxRow } from '../../../db/schema/incidents';
import type { CreatedNotification, DeliveryPayload } from '../../../db/schema/notifications';
import type { DbOrTx } from '../../../db/types';
import { CHECKER_UNREACHABLE, type CheckerUnreachablePayload } from '../../../monitoring/worker-health/network-notices';
import { REGION_NO_WORKER, type RegionNoWorkerPayload } from '../../../monitoring/worker-health/region-coverage';
import { insertPersonalNotice } from './personal-notice';
import { recipientsOf } from './recipients';

export function isCheckerNotice(row: Pick<OutboxRow, 'type'>): boolean {
  return row.type === CHECKER_UNREACHABLE || row.type === REGION_NO_WORKER;
}

/** The delivery payload of a checker notice, and the user it goes to. */
function checkerPayload(row: Pick<OutboxRow, 'type' | 'payload'>): { userId: string; payload: DeliveryPayload } {
  if (row.type === REGION_NO_WORKER) {
    const notice = row.payload as RegionNoWorkerPayload;
    return {
      userId: notice.userId,
      payload: {
        event: REGION_NO_WORKER,
        at: notice.at,
        website: { id: notice.websiteId, name: notice.websiteName, url: notice.websiteUrl },
        incident: null,
        actorName: null,
        noWorker: { regions: notice.regions },
      },
    };
  }
  const notice = row.payload as CheckerUnreachablePayload;
  return {
    userId: notice.userId,
    payload: {
      event: CHECKER_UNREACHABLE,
      at: notice.since,
      website: null,
      incident: null,
      actorName: null,
      checker: { region: notice.region, hosts: notice.hosts },
    },
  };
}

/**
 * Notices about the checkers for the owner named in the outbox row — "the checker cannot reach the network", "no worker
 * in the website's region": the bell, and an e-mail to the account's address unless the user turned e-mails off. They
 * are not website events, so rules and channels do not take them (a webhook or chat behind the same broken network
 * would not get it either).
 */
export async function fanOutCheckerNotice(
  tx: DbOrTx,
  row: Pick<OutboxRow, 'id' | 'type' | 'payload'>,
  now: Date,
): Promise<CreatedNotification | null> {
  const { userId, payload } = checkerPayload(row);
  const [recipient] = await recipientsOf(tx, userId, null);
  if (!recipient) return null;
  const websiteId = payload.website?.id ?? null;
  const id = await insertPersonalNotice(tx, {
    recipient,
    payload,
    dedupKey: `${row.id}:${recipient.userId}`,
    emailKey: `${row.id}:user:${recipient.userId}:email`,
    websiteId,
    now,
  });
  if (!id) return null;
  return { id, userId: recipient.userId, incidentId: null };
}
