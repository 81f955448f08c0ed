import { type Language, statusPageRoutes } from '@hlidka/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statusPages, statusPageWebsites } from '../../db/schema/status-pages';
import { AppError } from '../../http/app-error';
import { ok, registerRoute } from '../../http/register-route';
import { UPTIME_WINDOWS, type UptimeWindow, uptimeOver } from '../../monitoring/rollups/read';
import { BADGE_KINDS, type BadgeKind, websiteBadge } from './badges';
import { renderFeed } from './feed';
import { renderStatusPage } from './html';
import { listIncidentUpdates, postIncidentUpdate } from './incident-updates';
import { statusPageMessages as m } from './messages';
import { type CachedPage, PublicPageCache } from './public-page';
import {
  createStatusPage,
  deleteStatusPage,
  getStatusPage,
  listStatusPages,
  type StatusPageContext,
  slugAvailable,
  updateStatusPage,
} from './service';
import { widgetScript } from './widget';

/** Public answers may be read and embedded from any site. */
const PUBLIC_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

function userIdOf(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth.userId;
}

/** The page's own language, or the visitor's (`?lng=`, then Accept-Language) when the page follows them. */
function visitorLanguage(cached: CachedPage, request: FastifyRequest): Language {
  if (cached.page.language !== 'auto') return cached.page.language;
  const asked = (request.query as { lng?: unknown } | undefined)?.lng;
  return asked === 'cs' || asked === 'en' ? asked : request.language;
}

/** 304 when the visitor already has this version. */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] !== etag) return false;
  reply.code(304).send();
  return true;
}

/** Keep the custom-domain map in step with the pages. */
export async function refreshCustomDomains(app: FastifyInstance) {
  const rows = await app.db
    .select({ domain: statusPages.customDomain, slug: statusPages.slug })
    .from(statusPages)
    .where(and(isNotNull(statusPages.customDomain), eq(statusPages.published, true)));
  app.customDomains.replace(rows.map((r) => [r.domain as string, r.slug] as const));
}

export function registerStatusPageRoutes(app: FastifyInstance) {
  const cache = new PublicPageCache();
  const ctx = (request: FastifyRequest): StatusPageContext => ({
    db: app.db,
    userId: userIdOf(request),
    now: app.clock.now(),
    publicUrl: app.config.publicUrl,
  });
  const changed = async (pageId: string) => {
    cache.forget(pageId);
    await refreshCustomDomains(app);
  };

  registerRoute(app, statusPageRoutes.list, async (request) => listStatusPages(ctx(request)));

  registerRoute(app, statusPageRoutes.create, async (request) => {
    const statusPage = await createStatusPage(ctx(request), request.body);
    await changed(statusPage.id);
    return ok({ statusPage }, { message: m.created });
  });

  registerRoute(app, statusPageRoutes.get, async (request) => ({
    statusPage: await getStatusPage(ctx(request), request.params.id),
  }));

  registerRoute(app, statusPageRoutes.update, async (request) => {
    const statusPage = await updateStatusPage(ctx(request), request.params.id, request.body);
    await changed(statusPage.id);
    return ok({ statusPage }, { message: m.updated });
  });

  registerRoute(app, statusPageRoutes.delete, async (request) => {
    const page = await deleteStatusPage(ctx(request), request.params.id);
    await changed(page.id);
    return ok({ deleted: true as const }, { message: m.deleted });
  });

  registerRoute(app, statusPageRoutes.slugAvailability, async (request) => {
    userIdOf(request);
    const slug = request.query.slug.trim().toLowerCase();
    return { slug, available: await slugAvailable(app.db, slug) };
  });

  registerRoute(app, statusPageRoutes.listIncidentUpdates, async (request) => ({
    updates: await listIncidentUpdates(app.db, userIdOf(request), request.params.id, app.clock.now()),
  }));

  registerRoute(app, statusPageRoutes.createIncidentUpdate, async (request) => {
    const update = await postIncidentUpdate(app.db, {
      userId: userIdOf(request),
      incidentId: request.params.id,
      status: request.body.status,
      message: request.body.message,
      now: app.clock.now(),
    });
    return ok({ update }, { message: m.updatePosted });
  });

  registerRoute(app, statusPageRoutes.public, async (request, reply) => {
    const cached = await cache.get(app.db, { slug: request.params.slug }, app.clock.now());
    if (!cached) throw new AppError('NOT_FOUND', m.notFound);
    reply.headers(PUBLIC_HEADERS);
    if (notModified(request, reply, cached.etag)) return reply;
    return cached.data;
  });

  const pageFor = async (slug: string) => {
    const cached = await cache.get(app.db, { slug }, app.clock.now());
    if (!cached) throw new AppError('NOT_FOUND', m.notFound);
    return cached;
  };
  /** The page's address as the visitor used it: its custom domain, or `/status/{slug}` on Hlídka's. */
  const pageUrl = (request: FastifyRequest, cached: CachedPage) =>
    cached.page.customDomain && app.customDomains.slugFor(request.headers.host) === cached.page.slug
      ? `${request.protocol}://${cached.page.customDomain}/`
      : `${app.config.publicUrl}/status/${cached.page.slug}`;

  app.get('/status/widget.js', async (_request, reply) =>
    reply
      .headers(PUBLIC_HEADERS)
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(widgetScript()),
  );

  app.get<{ Params: { slug: string } }>('/status/:slug', async (request, reply) => {
    const cached = await pageFor(request.params.slug);
    const language = visitorLanguage(cached, request);
    const url = pageUrl(request, cached);
    reply.header('vary', 'accept-language').header('content-language', language);
    if (notModified(request, reply, `${cached.etag.slice(0, -1)}-${language}"`)) return reply;
    const feedHref = url.endsWith('/') ? `${url}feed.atom` : `${url}/feed.atom`;
    return reply
      .type('text/html; charset=utf-8')
      .send(renderStatusPage(cached.data, { language, feedHref, canonicalUrl: url }));
  });

  app.get<{ Params: { slug: string } }>('/status/:slug/feed.atom', async (request, reply) => {
    const cached = await pageFor(request.params.slug);
    const language = visitorLanguage(cached, request);
    const url = pageUrl(request, cached);
    const feedUrl = url.endsWith('/') ? `${url}feed.atom` : `${url}/feed.atom`;
    reply.headers(PUBLIC_HEADERS).header('vary', 'accept-language');
    if (notModified(request, reply, `${cached.etag.slice(0, -1)}-feed-${language}"`)) return reply;
    return reply
      .type('application/atom+xml; charset=utf-8')
      .send(renderFeed(cached.data, { pageUrl: url, feedUrl, language }));
  });

  app.get<{ Params: { slug: string; key: string; file: string }; Querystring: { window?: string; lng?: string } }>(
    '/status/:slug/badge/:key/:file',
    async (request, reply) => {
      const cached = await pageFor(request.params.slug);
      const kind = request.params.file.replace(/\.svg$/, '') as BadgeKind;
      const website = cached.data.groups.flatMap((g) => g.websites).find((w) => w.key === request.params.key);
      if (!website || !BADGE_KINDS.includes(kind)) throw new AppError('NOT_FOUND', m.notFound);
      const language = visitorLanguage(cached, request);
      let uptime: { window: string; value: number | null } | undefined;
      if (kind === 'uptime') {
        const asked = request.query.window ?? '';
        const window: UptimeWindow = asked in UPTIME_WINDOWS ? (asked as UptimeWindow) : '90d';
        const [entry] = await app.db
          .select({ websiteId: statusPageWebsites.websiteId })
          .from(statusPageWebsites)
          .where(
            and(
              eq(statusPageWebsites.statusPageId, cached.page.id),
              eq(statusPageWebsites.badgeKey, request.params.key),
            ),
          )
          .limit(1);
        if (!entry) throw new AppError('NOT_FOUND', m.notFound);
        const figures = await uptimeOver(app.db, entry.websiteId, app.clock.now(), UPTIME_WINDOWS[window]);
        uptime = { window, value: figures.uptime };
      }
      return reply
        .headers(PUBLIC_HEADERS)
        .header('cache-control', 'public, max-age=60')
        .type('image/svg+xml; charset=utf-8')
        .send(websiteBadge(website, kind, language, uptime));
    },
  );
}
