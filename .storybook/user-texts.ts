import { createMockDb, type MockDb, type MockDbPreset } from '@hlidka/data/mocks';

// Texts of the mock data that are not the app's to translate, so the language check takes them out of the page.

const PRESETS: MockDbPreset[] = ['populated', 'czechLongTexts', 'planLimitReached'];
const databases = PRESETS.map((preset) => createMockDb(preset));

/** The strings under `fields` anywhere in `value`, leaving out the top-level `skip` keys. */
function stringsIn(value: unknown, fields: ReadonlySet<string>, skip: ReadonlySet<string>, field = ''): string[] {
  if (typeof value === 'string') return fields.has(field) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => stringsIn(item, fields, skip, field));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => (skip.has(key) ? [] : stringsIn(child, fields, skip, key)));
}

const collect = (pick: (db: MockDb) => unknown, fields: string[], skip: string[] = []) => [
  ...new Set(databases.flatMap((db) => stringsIn(pick(db), new Set(fields), new Set(skip)))),
];

/**
 * What users typed — names of websites, teams, people, channels, rules, reports and keys, addresses — stays in the
 * language it was typed in whatever the UI's. Plans (the product's own texts, also a subscription's) stay checked.
 */
export const USER_TEXTS: readonly string[] = collect(
  (db) => db,
  ['name', 'description', 'firstName', 'lastName', 'companyName', 'street', 'city', 'accountHolder', 'customer'],
  ['plans', 'plan', 'notifications', 'incidents'],
);

/** Markdown the team wrote (a postmortem), as the pieces it renders into: headings, list items, emphasis, links. */
export const typedMarkdown = (text: string): string[] =>
  text
    .split(/\*\*|`|\n|\[|\]\([^)]*\)/)
    .map((part) => part.replace(/^(#+|-)\s*/, '').trim())
    .filter((part) => part.length > 1);

/** Postmortems of the mock data: written by the team in its own language, shown on either screen. */
export const POSTMORTEM_TEXTS: readonly string[] = [
  ...new Set(databases.flatMap((db) => db.postmortems.flatMap((postmortem) => typedMarkdown(postmortem.body)))),
];

/**
 * A channel's last delivery error: a delivery attempt keeps the receiver's answer as a finished Czech message
 * (error_message) beside its code. Notifications and incidents are worded from codes now; delivery errors are not yet.
 */
export const SERVER_WORDED_TEXTS: readonly string[] = [
  ...collect((db) => db.notificationChannels, ['message']),
  // The delivery error of the channel test handler (mocks/handlers/notification-channels.ts).
  'Příjemce odpověděl 503 Service Unavailable',
];
