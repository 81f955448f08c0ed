import type { ActiveSession, LoginRecord } from '@hlidka/contract';

/** "Firefox · Linux · desktop" from what the server parsed out of the user agent; null when it knows nothing. */
export function deviceLabel(record: Pick<ActiveSession | LoginRecord, 'browser' | 'os' | 'device'>): string | null {
  const parts = [record.browser, record.os, record.device].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : null;
}
