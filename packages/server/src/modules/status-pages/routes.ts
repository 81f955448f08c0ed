import {
  type BadgeUptimeWindow,
  badgeUptimeWindows,
  type Language,
  type StatusPageBadgeKind,
  type SubscriberKind,
  statusPageBadgeKinds,
  statusPageRoutes,
  subscribeBodySchema,
} from '@hlidka/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statusPages, statusPageWebsites } from '../../db/schema/status-pages';
import { AppError } from '../../http/app-error';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { UPTIME_WINDOWS, uptimeOver } from '../../monitoring/rollups/read';
import { websiteBadge } from './badges';
import { renderFeed } from './feed';
import { renderNoticePage, renderStatusPage } from './html';
import { deleteIncidentUpdate, editIncidentUpdate, listIncidentUpdates, postIncidentUpdate } from './incident-updates';
import { statusPageMessages as m } from './messages';
import { pageTexts } from './page-texts';
import { type CachedPage, PublicPageCache } from './public-page';
import {
  createStatusPage,
  deleteStatusPage,
  findManagedPage,
  getStatusPage,
  listStatusPages,
  type StatusPageContext,
  slugAvailable,
  updateStatusPage,
} from './service';
import { confirmSubscription, listSubscribers, removeSubscriber, subscribe, unsubscribe } from './subscribers';
import { widgetScript } from './widget';

/** Public answers may be read and embedded from any site. */
const PUBLIC_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

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
  const ctx = (request: SignedIn): StatusPageContext => ({
    db: app.db,
    userId: request.auth.userId,
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
    request.auth.userId;
    const slug = request.query.slug.trim().toLowerCase();
    return { slug, available: await slugAvailable(app.db, slug) };
  });

  registerRoute(app, statusPageRoutes.listIncidentUpdates, async (request) => ({
    updates: await listIncidentUpdates(app.db, request.auth.userId, request.params.id, app.clock.now()),
  }));

  registerRoute(app, statusPageRoutes.createIncidentUpdate, async (request) => {
    const update = await postIncidentUpdate(app.db, {
      userId: request.auth.userId,
      incidentId: request.params.id,
      status: request.body.status,
      message: request.body.message,
      now: app.clock.now(),
    });
    return ok({ update }, { message: m.updatePosted });
  });

  registerRoute(app, statusPageRoutes.editIncidentUpdate, async (request) => {
    const update = await editIncidentUpdate(app.db, {
      userId: request.auth.userId,
      incidentId: request.params.id,
      updateId: request.params.updateId,
      status: request.body.status,
      message: request.body.message,
      now: app.clock.now(),
    });
    return ok({ update }, { message: m.updateEdited });
  });

  registerRoute(app, statusPageRoutes.deleteIncidentUpdate, async (request) => {
    await deleteIncidentUpdate(app.db, {
      userId: request.auth.userId,
      incidentId: request.params.id,
      updateId: request.params.updateId,
      now: app.clock.now(),
    });
    return ok({ deleted: true as const }, { message: m.updateDeleted });
  });

  registerRoute(app, statusPageRoutes.listSubscribers, async (request) => {
    const page = await findManagedPage(app.db, request.params.id, request.auth.userId);
    return { subscribers: await listSubscribers(app.db, page.id) };
  });

  registerRoute(app, statusPageRoutes.removeSubscriber, async (request) => {
    const page = await findManagedPage(app.db, request.params.id, request.auth.userId);
    if (!(await removeSubscriber(app.db, page.id, request.params.subscriberId))) {
      throw new AppError('NOT_FOUND', m.subscriberNotFound);
    }
    return { removed: true as const };
  });

  const subscribeLimit = { fastify: { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } } };
  const subscribeContext = (request: FastifyRequest, cached: CachedPage) => ({
    db: app.db,
    mailer: app.mailer,
    now: app.clock.now(),
    pageUrl: pageUrl(request, cached).replace(/\/$/, ''),
  });

  registerRoute(
    app,
    statusPageRoutes.subscribe,
    async (request) => {
      const cached = await pageFor(request.params.slug);
      const { email, webhookUrl } = request.body;
      const language =
        request.body.language ?? (cached.page.language === 'auto' ? request.language : cached.page.language);
      const kind: SubscriberKind = email === undefined ? 'webhook' : 'email';
      const result = await subscribe(subscribeContext(request, cached), cached.page, {
        kind,
        target: (email ?? webhookUrl) as string,
        language,
      });
      return { kind, ...result };
    },
    subscribeLimit,
  );

  registerRoute(app, statusPageRoutes.public, async (request, reply) => {
    const cached = await cache.get(app.db, { slug: request.params.slug }, app.clock.now());
    if (!cached) throw new AppError('NOT_FOUND', m.notFound);
    reply.headers(PUBLIC_HEADERS);
    if (notModified(request, reply, cached.etag)) return reply;
    return cached.data;
  });

  async function pageFor(slug: string) {
    const cached = await cache.get(app.db, { slug }, app.clock.now());
    if (!cached) throw new AppError('NOT_FOUND', m.notFound);
    return cached;
  }
  /** The page's address as the visitor used it: its custom domain, or `/status/{slug}` on Hlídka's. */
  function pageUrl(request: FastifyRequest, cached: CachedPage) {
    return cached.page.customDomain && app.customDomains.slugFor(request.headers.host) === cached.page.slug
      ? `${request.protocol}://${cached.page.customDomain}/`
      : `${app.config.publicUrl}/status/${cached.page.slug}`;
  }
  /** A page's path below its address (`…/status/acme/confirm`, or `/confirm` on its own domain). */
  const below = (request: FastifyRequest, cached: CachedPage, path: string) =>
    `${pageUrl(request, cached).replace(/\/$/, '')}/${path}`;
  const notice = (reply: FastifyReply, cached: CachedPage, request: FastifyRequest, text: string, status = 200) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderNoticePage(cached.page, text, {
          language: visitorLanguage(cached, request),
          backHref: pageUrl(request, cached),
        }),
      );

  app.get('/status/widget.js', async (_request, reply) =>
    reply
      .headers(PUBLIC_HEADERS)
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(widgetScript()),
  );

  app.get<{ Params: { slug: string } }>('/status/:slug', async (request, reply) => {
    const cached = await cache.get(app.db, { slug: request.params.slug }, app.clock.now());
    if (!cached) {
      const lng = (request.query as { lng?: unknown } | undefined)?.lng;
      const language = lng === 'cs' || lng === 'en' ? lng : request.language;
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(
          renderNoticePage({ name: 'Hlídka', accentColor: null }, pageTexts[language].pageNotFound, {
            language,
            backHref: app.config.publicUrl,
          }),
        );
    }
    const language = visitorLanguage(cached, request);
    const url = pageUrl(request, cached);
    reply.header('vary', 'accept-language').header('content-language', language);
    if (notModified(request, reply, `${cached.etag.slice(0, -1)}-${language}"`)) return reply;
    const feedHref = url.endsWith('/') ? `${url}feed.atom` : `${url}/feed.atom`;
    return reply.type('text/html; charset=utf-8').send(
      renderStatusPage(cached.data, {
        language,
        feedHref,
        canonicalUrl: url,
        // Relative: the form posts to the address the visitor used (CSP form-action 'self').
        subscribeAction: new URL(below(request, cached, 'subscribe')).pathname,
      }),
    );
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
      // A window the badge does not know is a mistake in the embed code: say which ones it knows, never guess.
      const asked = request.query.window;
      if (asked !== undefined && !(badgeUptimeWindows as readonly string[]).includes(asked)) {
        const message = m.unknownBadgeWindow(asked.slice(0, 20), badgeUptimeWindows);
        throw new AppError('VALIDATION_ERROR', message, { errors: { window: [message] } });
      }
      const cached = await pageFor(request.params.slug);
      const kind = request.params.file.replace(/\.svg$/, '') as StatusPageBadgeKind;
      const website = cached.data.groups.flatMap((g) => g.websites).find((w) => w.key === request.params.key);
      if (!website || !statusPageBadgeKinds.includes(kind)) throw new AppError('NOT_FOUND', m.notFound);
      const language = visitorLanguage(cached, request);
      let uptime: { window: string; value: number | null } | undefined;
      if (kind === 'uptime') {
        const window: BadgeUptimeWindow = (asked as BadgeUptimeWindow | undefined) ?? '90d';
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

  app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    forms.post<{ Params: { slug: string }; Body: Record<string, string> | undefined }>(
      '/status/:slug/subscribe',
      { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
      async (request, reply) => {
        const cached = await pageFor(request.params.slug);
        const t = pageTexts[visitorLanguage(cached, request)];
        const body = request.body ?? {};
        // A filled trap field is a bot: it hears what a person would, and nothing is sent.
        if (body.website) return notice(reply, cached, request, t.checkInbox, 202);
        const parsed = subscribeBodySchema.safeParse({
          email: body.email,
          language: body.language === 'cs' || body.language === 'en' ? body.language : undefined,
        });
        if (!parsed.success || !parsed.data.email) return notice(reply, cached, request, t.subscribeInvalid, 400);
        await subscribe(subscribeContext(request, cached), cached.page, {
          kind: 'email',
          target: parsed.data.email,
          language: parsed.data.language ?? visitorLanguage(cached, request),
        });
        return notice(reply, cached, request, t.checkInbox, 202);
      },
    );
    forms.post<{ Params: { slug: string }; Querystring: { token?: string } }>(
      '/status/:slug/unsubscribe',
      async (request, reply) => {
        const cached = await pageFor(request.params.slug);
        await unsubscribe(app.db, app.config.jwtSecret, cached.page.id, request.query.token ?? '');
        return reply.code(200).send();
      },
    );
  });

  app.get<{ Params: { slug: string }; Querystring: { token?: string } }>(
    '/status/:slug/confirm',
    async (request, reply) => {
      const cached = await pageFor(request.params.slug);
      const t = pageTexts[visitorLanguage(cached, request)];
      const row = await confirmSubscription(app.db, cached.page.id, request.query.token ?? '', app.clock.now());
      return row ? notice(reply, cached, request, t.confirmed) : notice(reply, cached, request, t.confirmFailed, 400);
    },
  );

  /** One click in the e-mail unsubscribes (RFC 8058 mail clients POST the same address). */
  app.get<{ Params: { slug: string }; Querystring: { token?: string } }>(
    '/status/:slug/unsubscribe',
    async (request, reply) => {
      const cached = await pageFor(request.params.slug);
      const t = pageTexts[visitorLanguage(cached, request)];
      const done = await unsubscribe(app.db, app.config.jwtSecret, cached.page.id, request.query.token ?? '');
      return notice(reply, cached, request, done ? t.unsubscribed : t.unsubscribeFailed);
    },
  );
}
