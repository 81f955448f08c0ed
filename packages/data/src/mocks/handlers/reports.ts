import { http } from 'msw';
import type { MockDb } from '../db';
import { createReport } from '../fixtures';
import { api, ok } from '../respond';

function reportFor(db: MockDb, url: URL) {
  const ids = url.searchParams.get('websiteIds')?.split(',').filter(Boolean);
  const teamId = url.searchParams.get('teamId');
  const websites = db.websites.filter(
    (website) => (!ids || ids.includes(website.id)) && (!teamId || website.teamId === teamId),
  );
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  const days = from && to ? Math.min(366, Math.max(1, (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1)) : 30;
  return createReport(websites, days);
}

export function reportHandlers(db: MockDb) {
  return [
    http.get(api('/api/reports/export.csv'), ({ request }) => {
      const report = reportFor(db, new URL(request.url));
      const rows = report.websites.flatMap((website) =>
        website.days.map((day) => [website.name, day.date, day.uptime ?? '', day.checks, day.failures].join(';')),
      );
      return new Response(['web;den;dostupnost;kontroly;selhání', ...rows].join('\n'), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="report-${report.from}-${report.to}.csv"`,
        },
      });
    }),
    http.get(api('/api/reports'), ({ request }) => ok(reportFor(db, new URL(request.url)))),
  ];
}
