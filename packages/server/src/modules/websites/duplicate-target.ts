import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import { websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { websiteInScope } from '../access/scope';
import { websiteMessages } from './messages';

/** Where a website would be saved: its normalised target (`normalizeConfig`), owner and team. */
export interface TargetPlace {
  url: string;
  ownerId: string;
  teamId: string | null;
  /** Who saves it: only websites in their scope are named (never another owner's personal one, nor a shut-out team's). */
  userId: string;
  /** The website being changed, which may keep its own address. */
  exceptId?: string;
}

/**
 * 409 DUPLICATE_WEBSITE (with the other website's name on the `url` field) when another website of the same owner or
 * the same team already checks this normalised address. A warning the user confirms past (`allowDuplicate`), not a
 * refusal: two checks of one address (another interval, region or keyword) can be meant.
 */
export async function refuseDuplicateTarget(db: DbOrTx, place: TargetPlace): Promise<void> {
  // Heartbeats have no address: each is its own push URL.
  if (place.url === '') return;
  const sameOwnerOrTeam: SQL | undefined = place.teamId
    ? or(eq(websites.ownerId, place.ownerId), eq(websites.teamId, place.teamId))
    : eq(websites.ownerId, place.ownerId);
  const [twin] = await db
    .select({ name: websites.name })
    .from(websites)
    .where(
      and(
        eq(websites.url, place.url),
        sameOwnerOrTeam,
        websiteInScope(place.userId),
        place.exceptId ? ne(websites.id, place.exceptId) : undefined,
      ),
    )
    .limit(1);
  if (!twin) return;
  throw new AppError('DUPLICATE_WEBSITE', websiteMessages.duplicateTarget(twin.name), {
    errors: { url: [websiteMessages.duplicateTarget(twin.name)] },
  });
}
