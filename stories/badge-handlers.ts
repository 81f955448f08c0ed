import type { Language, PublicWebsite, StatusPageBadgeKind } from '@hlidka/contract';
import { STATUS_PAGE_PUBLIC_ORIGIN } from '@hlidka/data/mocks';
import { HttpResponse, http } from 'msw';
import { websiteBadge } from '../packages/server/src/modules/status-pages/badges';

// The badges a status page serves, drawn by the server's own code, for stories whose screens show them (the editor's
// "Vložit na web" previews), in the language the preview asks for (`lng`).

const UPTIME = { '24h': 100, '7d': 99.98, '30d': 99.95, '90d': 99.91 } as Record<string, number>;

export const badgeHandlers = [
  http.get(`${STATUS_PAGE_PUBLIC_ORIGIN}/status/:slug/badge/:key/:file`, ({ params, request }) => {
    const kind = String(params.file).replace(/\.svg$/, '') as StatusPageBadgeKind;
    const query = new URL(request.url).searchParams;
    const window = query.get('window') ?? '90d';
    const language: Language = query.get('lng') === 'en' ? 'en' : 'cs';
    const website: PublicWebsite = {
      key: String(params.key),
      name: '',
      state: 'up',
      uptime: UPTIME['90d'] ?? null,
      responseMs: 182,
      days: [],
    };
    const svg = websiteBadge(website, kind, language, { window, value: UPTIME[window] ?? null });
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
  }),
];

/** Every image on the page has loaded (or failed): pictures are taken of finished pages only. */
export const imagesLoaded = () =>
  waitForImages([...document.querySelectorAll<HTMLImageElement>('[data-story-root] img')]);

async function waitForImages(images: HTMLImageElement[]) {
  await Promise.all(images.map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
}
