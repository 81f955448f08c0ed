// What a visitor of a public status page downloads: the server-rendered page of a large page (5 groups of 10
// websites, 90 days of bars each, 3 ongoing and 20 past incidents with updates), its scripts and its gzip size.
// Printed as JSON for bench/bundle.mjs.
import { gzipSync } from 'node:zlib';
import type { PublicStatusPage } from '@hlidka/contract';
import { renderStatusPage } from '../../packages/server/src/modules/status-pages/html';

const day = (i: number) => new Date(Date.UTC(2026, 10, 25) - (89 - i) * 86_400_000).toISOString().slice(0, 10);
const incident = (n: number, resolved: boolean) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  websiteName: `Služba ${n}`,
  startedAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: resolved ? '2026-11-20T10:45:00.000Z' : null,
  updates: [
    {
      id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      status: 'identified' as const,
      message: { cs: 'Příčinu jsme našli v databázi, opravujeme.', en: 'We found the cause in the database.' },
      createdAt: '2026-11-20T10:15:00.000Z',
    },
  ],
});
const page: PublicStatusPage = {
  name: 'Acme s.r.o. – stav služeb',
  slug: 'acme',
  description: 'Dostupnost e-shopu, API a platební brány.',
  footer: null,
  logoUrl: 'https://acme.example/logo.svg',
  accentColor: '#2563eb',
  language: 'auto',
  showResponseTimes: true,
  state: 'partial_outage',
  groups: Array.from({ length: 5 }, (_, g) => ({
    name: `Skupina ${g + 1}`,
    websites: Array.from({ length: 10 }, (_, w) => ({
      key: `key${g}${w}`,
      name: `Služba ${g * 10 + w + 1}`,
      state: w === 0 ? ('down' as const) : ('up' as const),
      uptime: 99.95,
      responseMs: 180,
      days: Array.from({ length: 90 }, (_, i) => ({
        date: day(i),
        uptime: i % 17 === 0 ? 98.5 : 100,
        downtimeSeconds: i % 17 === 0 ? 1296 : 0,
      })),
    })),
  })),
  maintenance: [],
  activeIncidents: [1, 2, 3].map((n) => incident(n, false)),
  pastIncidents: Array.from({ length: 20 }, (_, i) => incident(i + 10, true)),
  generatedAt: '2026-11-25T12:00:00.000Z',
};
const html = renderStatusPage(page, {
  language: 'cs',
  feedHref: 'https://hlidka.example/status/acme/feed.atom',
  canonicalUrl: 'https://hlidka.example/status/acme',
  subscribeAction: 'https://hlidka.example/status/acme/subscribe',
});
const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
console.log(
  JSON.stringify({
    htmlGzip: gzipSync(html).length,
    scripts: scripts.length,
    jsGzip: scripts.length ? gzipSync(scripts.join('\n')).length : 0,
  }),
);
