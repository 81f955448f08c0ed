import { z } from 'zod';

// Change detection (issue 28 item 6): a website may watch values its checks observe — the page content (or a CSS or
// JSON selection of it), the TLS certificate, the resolved addresses of its host and chosen DNS records — and be told
// when one differs from the last accepted value. A change is no outage: it raises a notice (`website.changed`), not an
// incident; someone accepts the new value in the app.

const isoDateTime = z.iso.datetime({ offset: true });

/** DNS record types a website may watch besides its addresses (A and AAAA are `addresses`). */
export const watchedRecordTypeValues = ['CNAME', 'MX', 'NS', 'TXT'] as const;
export const watchedRecordTypeSchema = z.enum(watchedRecordTypeValues).meta({ id: 'WatchedRecordType' });
export type WatchedRecordType = z.infer<typeof watchedRecordTypeSchema>;

/** How a part of the page is chosen: a CSS selector on HTML, or a JSON path (`$.data.version`) on JSON. */
export const contentSelectorKindValues = ['css', 'json'] as const;
export const contentSelectorKindSchema = z.enum(contentSelectorKindValues).meta({ id: 'ContentSelectorKind' });
export type ContentSelectorKind = z.infer<typeof contentSelectorKindSchema>;

export const CONTENT_SELECTOR_MAX = 200;

export const contentSelectorSchema = z
  .strictObject({
    kind: contentSelectorKindSchema,
    path: z.string().trim().min(1).max(CONTENT_SELECTOR_MAX),
  })
  .meta({ id: 'ContentSelector' });
export type ContentSelector = z.infer<typeof contentSelectorSchema>;

/**
 * What a website watches. `content` (http and keyword websites): the body, or the part `contentSelector` chooses,
 * normalised (HTML reduced to its visible text lines, whitespace collapsed, blank lines dropped); `ignoreNumbers`
 * also replaces every run of digits with `#`, so counters, dates and clocks on the page do not count as changes.
 * `certificate`: issuer, subject, SHA-256 fingerprint and validity of the TLS certificate (https, tls, websocket).
 * `addresses`: the A/AAAA addresses of the host. `records`: the answers for these record types of the host.
 */
export const changeWatchSchema = z
  .strictObject({
    content: z.boolean(),
    contentSelector: contentSelectorSchema.nullable(),
    ignoreNumbers: z.boolean(),
    certificate: z.boolean(),
    addresses: z.boolean(),
    records: z.array(watchedRecordTypeSchema).max(watchedRecordTypeValues.length),
  })
  .meta({ id: 'ChangeWatch' });
export type ChangeWatch = z.infer<typeof changeWatchSchema>;

/** A watch with nothing chosen: what the form starts from. */
export const EMPTY_CHANGE_WATCH: ChangeWatch = {
  content: false,
  contentSelector: null,
  ignoreNumbers: false,
  certificate: false,
  addresses: false,
  records: [],
};

/** One watched thing of a website. */
export const watchedItemValues = [
  'content',
  'certificate',
  'addresses',
  'records.CNAME',
  'records.MX',
  'records.NS',
  'records.TXT',
] as const;
export const watchedItemSchema = z.enum(watchedItemValues).meta({ id: 'WatchedItem' });
export type WatchedItem = z.infer<typeof watchedItemSchema>;

/** The items a watch chooses. */
export function watchedItemsOf(watch: ChangeWatch | null): WatchedItem[] {
  if (!watch) return [];
  const items: WatchedItem[] = [];
  if (watch.content) items.push('content');
  if (watch.certificate) items.push('certificate');
  if (watch.addresses) items.push('addresses');
  for (const type of watch.records) items.push(`records.${type}`);
  return items;
}

/** The longest normalised content kept to show a difference (characters); the hash covers all of it. */
export const WATCHED_TEXT_MAX = 32_000;

export const watchedCertificateSchema = z
  .object({
    issuer: z.string(),
    subject: z.string(),
    fingerprint256: z.string(),
    validFrom: isoDateTime,
    validTo: isoDateTime,
  })
  .meta({ id: 'WatchedCertificate' });
export type WatchedCertificate = z.infer<typeof watchedCertificateSchema>;

/**
 * A value as it was observed: content as normalised text (cut at `WATCHED_TEXT_MAX`, `truncated` then), a
 * certificate's fields, or a sorted list (addresses, DNS answers).
 */
export const watchedValueSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('content'), text: z.string(), truncated: z.boolean() }),
    z.object({ kind: z.literal('certificate'), certificate: watchedCertificateSchema }),
    z.object({ kind: z.literal('list'), values: z.array(z.string()) }),
  ])
  .meta({ id: 'WatchedValue' });
export type WatchedValue = z.infer<typeof watchedValueSchema>;

/**
 * `open` until someone accepts it; `accepted`; `superseded` when the value changed again before that (a newer change
 * is open); `reverted` when the value went back to the accepted one by itself.
 */
export const valueChangeStatusValues = ['open', 'accepted', 'superseded', 'reverted'] as const;
export const valueChangeStatusSchema = z.enum(valueChangeStatusValues).meta({ id: 'ValueChangeStatus' });
export type ValueChangeStatus = z.infer<typeof valueChangeStatusSchema>;

export const valueChangeSchema = z
  .object({
    id: z.uuid(),
    websiteId: z.uuid(),
    item: watchedItemSchema,
    /** The accepted value it differs from. */
    before: watchedValueSchema,
    after: watchedValueSchema,
    detectedAt: isoDateTime,
    status: valueChangeStatusSchema,
    /** When it stopped being open, and who accepted it (null for the others, or once the account is gone). */
    closedAt: isoDateTime.nullable(),
    acceptedBy: z.object({ userId: z.uuid().nullable(), name: z.string() }).nullable(),
  })
  .meta({ id: 'ValueChange' });
export type ValueChange = z.infer<typeof valueChangeSchema>;

/** How many closed changes the list shows after the open ones. */
export const CLOSED_CHANGES_SHOWN = 20;

export const websiteChangesParamsSchema = z.strictObject({ id: z.uuid() });
export const acceptChangeParamsSchema = z.strictObject({ id: z.uuid(), changeId: z.uuid() });
export const valueChangeListDataSchema = z
  .object({ changes: z.array(valueChangeSchema) })
  .meta({ id: 'ValueChangeList' });
export type ValueChangeListData = z.infer<typeof valueChangeListDataSchema>;
export const valueChangeDataSchema = z.object({ change: valueChangeSchema }).meta({ id: 'ValueChangeData' });
export type ValueChangeData = z.infer<typeof valueChangeDataSchema>;

const tags = ['Websites'];

export const changeRouteSchemas = {
  list: {
    summary: "A website's detected changes: the open ones, then the latest closed ones (newest first)",
    tags,
    params: websiteChangesParamsSchema,
    response: valueChangeListDataSchema,
  },
  accept: {
    summary: 'Accept an open change: its value becomes the accepted one',
    tags,
    params: acceptChangeParamsSchema,
    response: valueChangeDataSchema,
  },
} as const;
