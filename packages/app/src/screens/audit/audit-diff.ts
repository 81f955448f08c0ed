import type { AuditEvent } from '@hlidka/contract';

/** One field that differs between an entry's before and after. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const shown = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields an entry changed, in the order they first appear (a new resource: all its set fields; a deleted one: all it had). */
export function fieldChanges(event: Pick<AuditEvent, 'before' | 'after'>): FieldChange[] {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => {
    const was = shown(before[field]);
    const now = shown(after[field]);
    return was === now ? [] : [{ field, before: was, after: now }];
  });
}

/** Who acted, as the screen names them: a person who deleted their account is `deletedUser` (their name is gone). */
export function actorName(event: Pick<AuditEvent, 'actor'>, deletedUser: string): string {
  return event.actor.erased ? deletedUser : event.actor.name;
}
