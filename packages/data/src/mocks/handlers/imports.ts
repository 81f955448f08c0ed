import { type ImportSource, importWebsitesBodySchema, withoutWriteOnly } from '@hlidka/contract';
import { importRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { createImportRows, createWebsite, fixtureNowIso } from '../fixtures';
import { mockRoute } from '../mock-route';
import { failIn, languageOf, ok } from '../respond';
import { validateBody } from '../validate-body';
import { quotaOf } from './websites';

/** Whether the text looks like the source's export (the server parses it; the mock only tells a wrong file apart). */
function looksLike(source: ImportSource, content: string) {
  const text = content.trim();
  if (source === 'uptimerobot' && !text.startsWith('{') && !text.startsWith('[')) return /friendly name/i.test(text);
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const list = { 'uptime-kuma': parsed.monitorList, uptimerobot: parsed.monitors, healthchecks: parsed.checks }[
      source
    ];
    return Array.isArray(list);
  } catch {
    return false;
  }
}

/** POST /api/websites/import: the fixture preview for any export of the source; the import adds its ready rows. */
export function importHandlers(db: MockDb) {
  return [
    mockRoute(importRoutes.importWebsites, async ({ request }) => {
      const { data: body, response } = await validateBody(importWebsitesBodySchema, request, {});
      if (response) return response;
      if (!looksLike(body.source, body.content)) {
        const message =
          body.source === 'uptime-kuma'
            ? {
                cs: 'Soubor není záloha Uptime Kuma (chybí seznam monitorList).',
                en: 'The file is not an Uptime Kuma backup (it has no monitorList).',
              }
            : {
                cs: 'Soubor není export UptimeRobot (čekali jsme JSON se seznamem monitors nebo CSV se sloupci názvu a adresy).',
                en: 'The file is not an UptimeRobot export (expected JSON with a monitors list, or CSV with name and URL columns).',
              };
        return failIn(request, 400, 'VALIDATION_ERROR', message, { content: [message] });
      }
      const quota = quotaOf(db);
      const rows = createImportRows(body.source, languageOf(request)).map((row) =>
        body.teamId && row.website ? { ...row, website: { ...row.website, teamId: body.teamId } } : row,
      );
      const answer = (imported: number) => ({
        source: body.source,
        dryRun: body.dryRun,
        rows,
        imported,
        quota: { websiteLimit: quota.websiteLimit, websitesUsed: quota.websitesUsed },
      });
      if (body.dryRun) return ok(answer(0));
      const ready = rows.filter((row) => row.status === 'ready');
      const counted = ready.filter((row) => !row.paused).length;
      if (quota.websitesUsed + counted > quota.websiteLimit) {
        const free = Math.max(0, quota.websiteLimit - quota.websitesUsed);
        return failIn(request, 403, 'PLAN_LIMIT_REACHED', {
          cs: `Import přidá ${counted} weby, váš tarif umožňuje ještě ${free}. Nebylo importováno nic.`,
          en: `The import adds ${counted} websites, your plan allows ${free} more. Nothing was imported.`,
        });
      }
      const now = fixtureNowIso();
      for (const row of ready) {
        const n = db.websites.length + 1;
        db.websites = [
          ...db.websites,
          createWebsite(n, {
            ...withoutWriteOnly(row.website ?? {}),
            id: `00000000-0000-4000-8000-${String(950 + n).padStart(12, '0')}`,
            name: row.name,
            type: row.type ?? 'http',
            url: row.url,
            status: row.paused ? 'paused' : 'pending',
            teamId: body.teamId ?? null,
            lastCheckAt: null,
            lastResponseMs: null,
            uptime: null,
            checksCount: 0,
            incidentsCount: 0,
            createdAt: now,
            updatedAt: now,
          }),
        ];
      }
      return ok(answer(ready.length));
    }),
  ];
}
