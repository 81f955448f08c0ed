import { statusPageRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { deleteIncidentUpdate, editIncidentUpdate, listIncidentUpdates, postIncidentUpdate } from './incident-updates';
import { statusPageMessages as m } from './messages';
import { issuePass, MEMBER_LINK_MS } from './page-pass';
import { findPublishedPage } from './public-page';
import {
  createStatusPage,
  deleteStatusPage,
  findManagedPage,
  getStatusPage,
  listStatusPages,
  pageVisibleTo,
  type StatusPageContext,
  slugAvailable,
  updateStatusPage,
} from './service';
import { listSubscribers, removeSubscriber } from './subscribers';

/** What owners manage: pages, incidents' public updates, subscribers; `changed(pageId)` after a page's change. */
export function registerStatusPageApiRoutes(app: FastifyInstance, changed: (pageId: string) => Promise<void>) {
  const ctx = (request: SignedIn): StatusPageContext => ({
    db: app.db,
    userId: request.auth.userId,
    now: app.clock.now(),
    publicUrl: app.config.publicUrl,
    hashPassword: (password) => app.authContext.hasher.hash(password),
  });

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

  // A signed-in member on the way to their team's private page: a short-lived address that gives them its cookie.
  registerRoute(app, statusPageRoutes.memberPass, async (request) => {
    const page = await findPublishedPage(app.db, { slug: request.params.slug });
    if (!page || !(await pageVisibleTo(app.db, page.id, request.auth.userId))) {
      throw new AppError('NOT_FOUND', m.notFound);
    }
    const expiresAt = new Date(app.clock.now().getTime() + MEMBER_LINK_MS);
    const token = issuePass(
      app.config.jwtSecret,
      page.id,
      { kind: 'member-link', subject: request.auth.userId },
      expiresAt,
    );
    return { url: `${app.config.publicUrl}/status/${page.slug}/access?token=${encodeURIComponent(token)}` };
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
    if (!(await removeSubscriber(app.db, page, request.params.subscriberId))) {
      throw new AppError('NOT_FOUND', m.subscriberNotFound);
    }
    return { removed: true as const };
  });
}
