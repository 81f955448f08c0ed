import type { CheckSettingsOf, ImportNoteCode, WebsiteType } from '@hlidka/contract';
import { websiteTypeValues } from '@hlidka/contract';
import type { Translated } from '../../http/app-error';

/** One monitor of the source file, mapped as far as the source alone allows (the plan and the database come later). */
export interface SourceMonitor {
  name: string;
  /** The type as the source names it (`http`, `keyword`, `4`…). */
  sourceType: string;
  /** `group`: a folder of monitors, not a monitor; `monitor` with `type` null: a type Hlídka cannot check. */
  kind: 'monitor' | 'group';
  type: WebsiteType | null;
  url: string;
  /** The fields of a create body (POST /api/websites), before validation; no team (the import chooses it). */
  candidate: Record<string, unknown>;
  notes: { code: ImportNoteCode; params: Record<string, string | number> }[];
}

/** A type's settings as a source gives them: the names are the union's, the values unchecked until the body is. */
export type SourceSettings<K extends WebsiteType> = Partial<Record<Exclude<keyof CheckSettingsOf<K>, 'type'>, unknown>>;

/** The file cannot be read at all (not JSON, not the expected shape, too many monitors). */
export class ImportFileError extends Error {
  constructor(readonly translated: Translated) {
    super(translated.en);
    this.name = 'ImportFileError';
  }
}

/** A Hlídka type when the contract has it (dns and ping arrived later than http; new ones map once they exist). */
export function supportedType(type: string): WebsiteType | null {
  return (websiteTypeValues as readonly string[]).includes(type) ? (type as WebsiteType) : null;
}

export const HLIDKA_MAX_TIMEOUT_SECONDS = 120;
export const HLIDKA_MAX_REDIRECTS = 5;

/** A timeout in Hlídka's range (1–120 s), with a note when the source's did not fit. */
export function fitTimeout(seconds: unknown, notes: SourceMonitor['notes']): number | undefined {
  const value = Number(seconds);
  if (seconds === null || seconds === undefined || !Number.isFinite(value) || value <= 0) return undefined;
  const fitted = Math.min(HLIDKA_MAX_TIMEOUT_SECONDS, Math.max(1, Math.round(value)));
  if (fitted !== value) notes.push({ code: 'timeout_clamped', params: { from: value, to: fitted } });
  return fitted;
}

/** Redirects in Hlídka's range (0–5): 0 turns following off. */
export function fitRedirects(count: unknown, notes: SourceMonitor['notes']) {
  const value = Number(count);
  if (count === null || count === undefined || !Number.isFinite(value)) return {};
  if (value <= 0) return { followRedirects: false, maxRedirects: 0 };
  if (value > HLIDKA_MAX_REDIRECTS)
    notes.push({ code: 'redirects_clamped', params: { from: value, to: HLIDKA_MAX_REDIRECTS } });
  return { followRedirects: true, maxRedirects: Math.min(HLIDKA_MAX_REDIRECTS, Math.round(value)) };
}

/** `host:port` (IPv6 in brackets). */
export const hostPort = (host: string, port: number | string) =>
  `${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;

export const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
