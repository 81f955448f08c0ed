import { type CheckResult as CheckResultData, planName, planQuotaRoutes, websiteRoutes } from '@hlidka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CheckResult } from '../../checkers/index';
import { AppError } from '../../http/app-error';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { causeParams } from '../../monitoring/results/codes';
import { responseSeries, uptimeWindows } from '../../monitoring/rollups/read';
import { prepareTarget } from '../../monitoring/scheduler/prepare';
import { liveRegions } from '../../monitoring/worker-health/region-coverage';
import { listRuns } from './heartbeat-signals';
import { listChecks } from './history';
import { websiteMessages } from './messages';
import { registerPushRoutes } from './push-routes';
import {
  createWebsite,
  deleteWebsite,
  findVisibleWebsite,
  getWebsite,
  listWebsites,
  pauseWebsite,
  planOf,
  queueCheck,
  resumeWebsite,
  type ServiceContext,
  serializeWebsite,
  testConfig,
  updateWebsite,
  websitesOwned,
} from './service';

export function toCheckResultData(result: CheckResult): CheckResultData {
  return {
    ok: result.ok,
    code: result.code,
    message: result.message,
    statusCode: result.statusCode ?? null,
    timings: result.timings,
    resolvedAddress: result.resolvedAddress ?? null,
    finalUrl: result.finalUrl ?? null,
    redirects: result.redirects ?? [],
    certificate: result.tls
      ? {
          validTo: result.tls.validTo,
          daysLeft: result.tls.daysLeft,
          issuer: result.tls.issuer,
          subject: result.tls.subject,
        }
      : null,
    warning: result.warning ?? null,
    assertion: result.assertion ?? null,
    dnsAnswers: result.dnsAnswers ?? null,
    ping: result.ping ?? null,
    domain: result.domain ?? null,
    causeParams: causeParams(result),
  };
}

/** Websites: CRUD, pause/resume, check now, test now, history, series, heartbeat push, plan quota. */
export function registerWebsiteRoutes(app: FastifyInstance) {
  const ctx = (request: FastifyRequest & SignedIn): ServiceContext => ({
    db: app.db,
    userId: request.auth.userId,
    language: request.language,
    now: app.clock.now(),
    allowPrivateTargets: app.config.allowPrivateTargets,
    publicUrl: app.config.publicUrl,
  });

  registerRoute(app, websiteRoutes.list, async (request) => listWebsites(ctx(request), request.query));

  registerRoute(app, planQuotaRoutes.get, async (request) => {
    const userId = request.auth.userId;
    const plan = await planOf(app.db, userId);
    return {
      quota: {
        planId: plan.id,
        planName: planName(plan.id, request.language),
        websiteLimit: plan.websiteLimit,
        minIntervalSeconds: plan.minIntervalSeconds,
        teamMemberLimit: plan.teamMemberLimit,
        historyDays: plan.historyDays,
        websitesUsed: await websitesOwned(app.db, userId),
      },
    };
  });

  registerRoute(app, websiteRoutes.create, async (request) => {
    const c = ctx(request);
    const row = await createWebsite(c, request.body);
    return ok({ website: serializeWebsite(row, {}, c.publicUrl) }, { message: websiteMessages.created });
  });

  registerRoute(app, websiteRoutes.regions, async (request) => {
    request.auth.userId;
    return { regions: await liveRegions(app.db, app.clock.now()) };
  });

  registerRoute(
    app,
    websiteRoutes.test,
    async (request) => {
      const { websiteId, ...given } = request.body;
      const saved =
        websiteId === undefined ? undefined : await findVisibleWebsite(app.db, websiteId, request.auth.userId);
      const body = { ...given, name: given.name ?? 'test' };
      const { url, settings } = testConfig(body, app.config.allowPrivateTargets, saved);
      const now = app.clock.now();
      const prepared = prepareTarget({
        url,
        settings,
        intervalSeconds: body.intervalSeconds,
        lastPingAt: null,
        activeSince: now,
      });
      if (!prepared.ok) throw new AppError('VALIDATION_ERROR', undefined, { errors: prepared.errors });
      const result = await prepared.run({
        deadlineMs: body.timeoutSeconds * 1000,
        allowPrivateTargets: app.config.allowPrivateTargets,
        rdapBaseUrl: app.config.rdapBaseUrl ?? undefined,
        now: () => now.getTime(),
      });
      return { result: toCheckResultData(result) };
    },
    { fastify: { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } } },
  );

  registerRoute(app, websiteRoutes.get, async (request) => {
    const c = ctx(request);
    const website = await getWebsite(c, request.params.id);
    return { website, uptime: await uptimeWindows(app.db, website.id, c.now) };
  });

  registerRoute(app, websiteRoutes.update, async (request) => {
    const c = ctx(request);
    await updateWebsite(c, request.params.id, request.body);
    return ok({ website: await getWebsite(c, request.params.id) }, { message: websiteMessages.updated });
  });

  registerRoute(app, websiteRoutes.delete, async (request) => {
    await deleteWebsite(ctx(request), request.params.id);
    return ok({ deleted: true as const }, { message: websiteMessages.deleted });
  });

  registerRoute(app, websiteRoutes.pause, async (request) => {
    const c = ctx(request);
    await pauseWebsite(c, request.params.id);
    return ok({ website: await getWebsite(c, request.params.id) }, { message: websiteMessages.paused });
  });

  registerRoute(app, websiteRoutes.resume, async (request) => {
    const c = ctx(request);
    await resumeWebsite(c, request.params.id);
    return ok({ website: await getWebsite(c, request.params.id) }, { message: websiteMessages.resumed });
  });

  registerRoute(app, websiteRoutes.checkNow, async (request) => {
    await queueCheck(ctx(request), request.params.id);
    return ok({ queued: true as const }, { message: websiteMessages.checkQueued });
  });

  registerRoute(app, websiteRoutes.checks, async (request) => {
    const row = await findVisibleWebsite(app.db, request.params.id, request.auth.userId);
    return listChecks(app.db, row.seq, request.query);
  });

  registerRoute(app, websiteRoutes.responseTimes, async (request) => {
    const row = await findVisibleWebsite(app.db, request.params.id, request.auth.userId);
    const series = await responseSeries(app.db, row, app.clock.now(), request.query.range);
    return { series: { range: request.query.range, ...series } };
  });

  registerRoute(app, websiteRoutes.runs, async (request) => {
    const row = await findVisibleWebsite(app.db, request.params.id, request.auth.userId);
    return { runs: await listRuns(app.db, row, request.query.limit) };
  });

  registerPushRoutes(app);
}
