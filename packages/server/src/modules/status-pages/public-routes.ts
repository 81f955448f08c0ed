import {
  type BadgeUptimeWindow,
  badgeUptimeWindows,
  type Language,
  STATUS_PAGE_PASSWORD_WINDOW_MINUTES,
  type StatusPageBadgeKind,
  type SubscriberKind,
  statusPageBadgeKinds,
  statusPageRoutes,
  subscribeBodySchema,
} from '@hlidka/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerRoute } from '../../http/register-route';
import { websiteBadge } from './badges';
import { renderFeed } from './feed';
import { type AccessScreen, renderAccessPage, renderNoticePage, renderStatusPage } from './html';
import { statusPageMessages as m } from './messages';
import { type AccessVerdict, clientAddress, pageAccess } from './page-access';
import { issuePass, PASS_MS, passCookies, passwordFingerprint, readPass } from './page-pass';
import { pageTexts } from './page-texts';
import { clearPasswordAttempts, countPasswordAttempt } from './password-attempts';
import type { CachedPage, PublicPageCache } from './public-page';
import { badgeUptime, pageVisibleTo } from './service';
import { confirmSubscription, subscribe, unsubscribe } from './subscribers';
import { widgetScript } from './widget';

// What visitors reach signed out: a page's JSON and subscription under /api/public; at /status/{slug} (or on its own
// domain) the page, its feed, badges and forms, and the subscribers' e-mail links; the widget's script.

/** Public answers may be read and embedded from any site. */
const PUBLIC_HEADERS = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };
const subscribeLimit = { fastify: { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } } };

/** The page's own language, or the visitor's (`?lng=`, then Accept-Language) when the page follows them. */
function visitorLanguage(cached: CachedPage | null, request: FastifyRequest): Language {
  if (cached && cached.page.language !== 'auto') return cached.page.language;
  // The visitors' routes' query schemas let `lng` through only as a language.
  return (request.query as { lng?: Language }).lng ?? request.language;
}

const isPrivate = (cached: CachedPage) => cached.page.access !== 'public';

/** A private page's answers stay out of search engines and shared caches, and are not offered to other sites. */
function visibilityHeaders(reply: FastifyReply, cached: CachedPage, publicCacheControl?: string) {
  if (isPrivate(cached)) reply.header('x-robots-tag', 'noindex').header('cache-control', 'private, no-cache');
  else {
    reply.headers(PUBLIC_HEADERS);
    if (publicCacheControl) reply.header('cache-control', publicCacheControl);
  }
}

/** 304 when the visitor already has this version. */
function notModified(request: FastifyRequest, reply: FastifyReply, cached: CachedPage, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', isPrivate(cached) ? 'private, no-cache' : 'public, no-cache');
  if (request.headers['if-none-match'] !== etag) return false;
  reply.code(304).send();
  return true;
}

export function registerPublicStatusPageRoutes(app: FastifyInstance, cache: PublicPageCache) {
  async function pageFor(slug: string) {
    const cached = await cache.get(app.db, { slug }, app.clock.now());
    if (!cached) throw new AppError('NOT_FOUND', m.notFound);
    return cached;
  }
  const accessOf = (request: FastifyRequest, cached: CachedPage): Promise<AccessVerdict> =>
    pageAccess({ db: app.db, secret: app.config.jwtSecret, now: app.clock.now() }, request, cached.page);
  /** A page the visitor may read, else 404 / 403: every way into a page but the page itself (which asks) goes here. */
  async function readablePage(request: FastifyRequest, slug: string) {
    const cached = await pageFor(slug);
    if (!(await accessOf(request, cached)).allowed) throw new AppError('FORBIDDEN', m.accessRefused);
    return cached;
  }
  const secure = app.config.publicUrl.startsWith('https:');
  const signInHref = (cached: CachedPage) =>
    `${app.config.publicUrl}/status-access/${encodeURIComponent(cached.page.slug)}`;
  /** What a private page shows instead of itself: the password form, the sign-in link, or why not. */
  function accessScreen(
    request: FastifyRequest,
    reply: FastifyReply,
    cached: CachedPage,
    needs: Exclude<AccessVerdict, { allowed: true }>['needs'],
    options: { status?: number; error?: string } = {},
  ) {
    const screen: AccessScreen =
      needs === 'password'
        ? { kind: 'password', action: new URL(below(request, cached, 'password')).pathname, error: options.error }
        : needs === 'membership'
          ? { kind: 'membership', signInHref: signInHref(cached), error: options.error }
          : { kind: 'address' };
    const status = options.status ?? (needs === 'address' ? 403 : 401);
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(renderAccessPage(cached.page, screen, visitorLanguage(cached, request)));
  }
  /** Let a visitor in for 30 days: the page's cookie, on its address and its JSON's, then the page itself. */
  function grantPass(
    request: FastifyRequest,
    reply: FastifyReply,
    cached: CachedPage,
    kind: 'password' | 'member',
    subject: string,
  ) {
    const value = issuePass(
      app.config.jwtSecret,
      cached.page.id,
      { kind, subject },
      new Date(app.clock.now().getTime() + PASS_MS),
    );
    const address = pageUrl(request, cached);
    const paths = address.startsWith(app.config.publicUrl)
      ? [`/status/${cached.page.slug}`, `/api/public/status-pages/${cached.page.slug}`]
      : ['/'];
    return reply
      .code(303)
      .header('set-cookie', passCookies(cached.page.id, value, paths, secure))
      .redirect(address, 303);
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
  const notice = (reply: FastifyReply, cached: CachedPage, request: FastifyRequest, text: string, status = 200) => {
    const options = { language: visitorLanguage(cached, request), backHref: pageUrl(request, cached) };
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send(renderNoticePage(cached.page, text, options));
  };
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
      const cached = await readablePage(request, request.params.slug);
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
    const cached = await readablePage(request, request.params.slug);
    visibilityHeaders(reply, cached);
    if (notModified(request, reply, cached, cached.etag)) return reply;
    return cached.data;
  });

  registerRoute(app, statusPageRoutes.widget, async (_request, reply) => {
    reply.headers(PUBLIC_HEADERS).header('cache-control', 'public, max-age=3600');
    return widgetScript();
  });

  registerRoute(app, statusPageRoutes.page, async (request, reply) => {
    const cached = await cache.get(app.db, { slug: request.params.slug }, app.clock.now());
    const language = visitorLanguage(cached, request);
    if (!cached) {
      const page = { name: 'Hlídka', accentColor: null };
      const options = { language, backHref: app.config.publicUrl };
      return reply.code(404).send(renderNoticePage(page, pageTexts[language].pageNotFound, options));
    }
    const verdict = await accessOf(request, cached);
    if (!verdict.allowed) return accessScreen(request, reply, cached, verdict.needs);
    reply.header('vary', 'accept-language').header('content-language', language);
    if (isPrivate(cached)) reply.header('x-robots-tag', 'noindex');
    if (notModified(request, reply, cached, `${cached.etag.slice(0, -1)}-${language}"`)) return reply;
    return renderStatusPage(cached.data, {
      private: isPrivate(cached),
      language,
      feedHref: below(request, cached, 'feed.atom'),
      canonicalUrl: pageUrl(request, cached),
      // Relative: the form posts to the address the visitor used (CSP form-action 'self').
      subscribeAction: new URL(below(request, cached, 'subscribe')).pathname,
    });
  });

  registerRoute(app, statusPageRoutes.feed, async (request, reply) => {
    const cached = await readablePage(request, request.params.slug);
    const language = visitorLanguage(cached, request);
    visibilityHeaders(reply, cached);
    reply.header('vary', 'accept-language');
    if (notModified(request, reply, cached, `${cached.etag.slice(0, -1)}-feed-${language}"`)) return reply;
    const feedUrl = below(request, cached, 'feed.atom');
    return renderFeed(cached.data, { pageUrl: pageUrl(request, cached), feedUrl, language });
  });

  registerRoute(app, statusPageRoutes.badge, async (request, reply) => {
    // A window the badge does not know is a mistake in the embed code: say which ones it knows, never guess.
    const asked = request.query.window;
    if (asked !== undefined && !(badgeUptimeWindows as readonly string[]).includes(asked)) {
      const message = m.unknownBadgeWindow(asked.slice(0, 20), badgeUptimeWindows);
      throw new AppError('VALIDATION_ERROR', message, { errors: { window: [message] } });
    }
    const cached = await readablePage(request, request.params.slug);
    const kind = request.params.file.replace(/\.svg$/, '') as StatusPageBadgeKind;
    const website = cached.data.groups.flatMap((g) => g.websites).find((w) => w.key === request.params.key);
    if (!website || !statusPageBadgeKinds.includes(kind)) throw new AppError('NOT_FOUND', m.notFound);
    const window = (asked as BadgeUptimeWindow | undefined) ?? '90d';
    const uptime =
      kind === 'uptime'
        ? { window, value: await badgeUptime(app.db, cached.page.id, website.key, window, app.clock.now()) }
        : undefined;
    visibilityHeaders(reply, cached, 'public, max-age=60');
    return websiteBadge(website, kind, visitorLanguage(cached, request), uptime);
  });

  app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    registerRoute(
      forms,
      statusPageRoutes.subscribeForm,
      async (request, reply) => {
        const cached = await readablePage(request, request.params.slug);
        const t = pageTexts[visitorLanguage(cached, request)];
        // A filled trap field is a bot: it hears what a person would, and nothing is sent.
        if (request.body.website) return notice(reply, cached, request, t.checkInbox, 202);
        const parsed = subscribeBodySchema.safeParse({ email: request.body.email, language: request.body.language });
        if (!parsed.success || !parsed.data.email) return notice(reply, cached, request, t.subscribeInvalid, 400);
        await subscribe(subscribeContext(request, cached), cached.page, {
          kind: 'email',
          target: parsed.data.email,
          language: parsed.data.language ?? visitorLanguage(cached, request),
        });
        return notice(reply, cached, request, t.checkInbox, 202);
      },
      subscribeLimit,
    );
    registerRoute(forms, statusPageRoutes.passwordForm, async (request, reply) => {
      const cached = await pageFor(request.params.slug);
      const { page } = cached;
      if (page.access !== 'password' || !page.passwordHash) return reply.redirect(pageUrl(request, cached), 303);
      const t = pageTexts[visitorLanguage(cached, request)];
      const address = clientAddress(request);
      if (!(await countPasswordAttempt(app.db, page.id, address, app.clock.now()))) {
        const error = t.passwordThrottled(STATUS_PAGE_PASSWORD_WINDOW_MINUTES);
        return accessScreen(request, reply, cached, 'password', { status: 429, error });
      }
      if (!(await app.authContext.hasher.verify(page.passwordHash, request.body.password))) {
        return accessScreen(request, reply, cached, 'password', { error: t.passwordWrong });
      }
      await clearPasswordAttempts(app.db, page.id, address);
      return grantPass(request, reply, cached, 'password', passwordFingerprint(page.passwordHash));
    });
    registerRoute(forms, statusPageRoutes.unsubscribeOneClick, async (request) => {
      const cached = await pageFor(request.params.slug);
      await unsubscribe(app.db, app.config.jwtSecret, cached.page.id, request.query.token);
      return '';
    });
  });

  registerRoute(app, statusPageRoutes.memberAccess, async (request, reply) => {
    const cached = await pageFor(request.params.slug);
    const pass = readPass(app.config.jwtSecret, cached.page.id, request.query.token, app.clock.now());
    const member =
      cached.page.access === 'members' &&
      pass?.kind === 'member-link' &&
      (await pageVisibleTo(app.db, cached.page.id, pass.subject));
    if (!member) {
      const error = pageTexts[visitorLanguage(cached, request)].memberLinkInvalid;
      return accessScreen(request, reply, cached, 'membership', { error });
    }
    return grantPass(request, reply, cached, 'member', pass.subject);
  });

  registerRoute(app, statusPageRoutes.confirm, async (request, reply) => {
    const cached = await pageFor(request.params.slug);
    const t = pageTexts[visitorLanguage(cached, request)];
    const row = await confirmSubscription(app.db, cached.page.id, request.query.token, app.clock.now());
    return row ? notice(reply, cached, request, t.confirmed) : notice(reply, cached, request, t.confirmFailed, 400);
  });

  registerRoute(app, statusPageRoutes.unsubscribe, async (request, reply) => {
    const cached = await pageFor(request.params.slug);
    const t = pageTexts[visitorLanguage(cached, request)];
    const done = await unsubscribe(app.db, app.config.jwtSecret, cached.page.id, request.query.token);
    return notice(reply, cached, request, done ? t.unsubscribed : t.unsubscribeFailed);
  });
}
