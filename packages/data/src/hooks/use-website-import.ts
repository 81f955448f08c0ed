import type { ImportWebsitesBody } from '@hlidka/contract';
import { importRoutes } from '@hlidka/contract/routes';
import { keyPrefixes } from '../keys';
import { useApiMutation } from '../swr/use-resource';

/** What the screen sends: the file and its source, and the team; the hooks say whether it is a preview. */
export type WebsiteImportInput = Omit<ImportWebsitesBody, 'dryRun' | 'skipInvalid'>;

/** POST /api/websites/import with `dryRun`: each monitor of the file as the website it becomes, nothing written. */
export function usePreviewWebsiteImport() {
  return useApiMutation(
    (client, body: WebsiteImportInput) =>
      client.call(importRoutes.importWebsites, { body: { ...body, dryRun: true, skipInvalid: false } }),
    { retries: 0 },
  );
}

/**
 * POST /api/websites/import: every ready row becomes a website in one transaction, or none does (403
 * PLAN_LIMIT_REACHED over the plan's limit). Rows with errors are left out (the user saw them in the preview).
 */
export function useImportWebsites() {
  return useApiMutation(
    (client, body: WebsiteImportInput) =>
      client.call(importRoutes.importWebsites, { body: { ...body, dryRun: false, skipInvalid: true } }),
    { revalidate: [keyPrefixes.websites, keyPrefixes.dashboard], retries: 0 },
  );
}
