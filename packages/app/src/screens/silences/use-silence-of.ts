import type { Silence, SilenceTargetKind } from '@hlidka/contract';
import { useSilences } from '@hlidka/data';

/** The silence that holds for a website (its own, its group's or its incident's), if any: the one that ends last. */
export function silenceCovering(silences: readonly Silence[] | undefined, websiteId: string): Silence | null {
  const covering = (silences ?? []).filter((silence) => silence.active && silence.websiteIds.includes(websiteId));
  return covering.reduce<Silence | null>(
    (last, silence) => (!last || silence.until > last.until ? silence : last),
    null,
  );
}

export function useSilenceOfWebsite(websiteId: string): Silence | null {
  return silenceCovering(useSilences().silences, websiteId);
}

/** The silence of a group or an incident itself (a group is silenced only as a whole). */
export function useSilenceOfTarget(kind: SilenceTargetKind, id: string): Silence | null {
  const { silences } = useSilences();
  return silences?.find((silence) => silence.active && silence.targetKind === kind && silence.targetId === id) ?? null;
}
