import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/types';
import { websiteInScope } from '../access/scope';
import type { MetricsScope } from './access';

/** One website's figures as the scrape reads them (one query for all websites of the scope). */
export interface WebsiteFigures {
  id: string;
  name: string;
  type: string;
  teamId: string | null;
  status: string;
  lastResponseMs: number | null;
  uptime30d: number | null;
  /** The certificate expiry the database knows (the one last warned about), epoch ms. */
  warnedCertificateExpiry: number | null;
}

type Row = {
  id: string;
  name: string;
  type: string;
  team_id: string | null;
  status: string;
  last_response_ms: number | null;
  uptime_30d: number | string | null;
  tls_warned_valid_to: string | Date | null;
};

const time = (v: string | Date | null) => (v === null ? null : new Date(v).getTime());

/** The websites of a scope: every website for the operator, own and teams' for a user. */
export async function readWebsiteFigures(db: Db, scope: MetricsScope): Promise<WebsiteFigures[]> {
  const visible = scope.kind === 'operator' ? sql`true` : websiteInScope(scope.userId, 'w');
  const result = await db.execute<Row>(sql`
    select w.id, w.name, w.type, w.team_id, w.status, w.last_response_ms, w.uptime_30d, w.tls_warned_valid_to
    from websites w where ${visible} order by w.seq`);
  return result.rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    teamId: r.team_id,
    status: r.status,
    lastResponseMs: r.last_response_ms === null ? null : Number(r.last_response_ms),
    uptime30d: r.uptime_30d === null ? null : Number(r.uptime_30d),
    warnedCertificateExpiry: time(r.tls_warned_valid_to),
  }));
}

/** Reads each scope's websites at most once per `ttlMs` (a scrape every few seconds costs one query, not one each). */
export class WebsiteFiguresCache {
  readonly #entries = new Map<string, { at: number; figures: Promise<WebsiteFigures[]> }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5000,
  ) {}

  get(scope: MetricsScope, now: number): Promise<WebsiteFigures[]> {
    for (const [key, entry] of this.#entries) if (now - entry.at >= this.ttlMs) this.#entries.delete(key);
    const key = scope.kind === 'operator' ? '*' : scope.userId;
    const cached = this.#entries.get(key);
    if (cached) return cached.figures;
    const figures = readWebsiteFigures(this.db, scope);
    this.#entries.set(key, { at: now, figures });
    figures.catch(() => this.#entries.delete(key));
    return figures;
  }
}

const LABELS = ['website_id', 'name', 'type', 'team_id'] as const;
const DAY_MS = 86_400_000;

/**
 * Per-website gauges into `registry`. `certificateExpiry` (epoch ms per website id) is what this process's checkers
 * saw last; without it, the expiry the database keeps for a certificate that was warned about.
 */
export function addWebsiteGauges(
  registry: Registry,
  figures: readonly WebsiteFigures[],
  options: { now: number; certificateExpiry?: ReadonlyMap<string, number> },
) {
  const gauge = (name: string, help: string) => new Gauge({ name, help, labelNames: LABELS, registers: [registry] });
  const up = gauge(
    'hlidka_website_up',
    'Whether the website is up (1, degraded too: it answered) or down (0); paused, unchecked and in-maintenance ones are left out.',
  );
  const paused = gauge('hlidka_website_paused', 'Whether checks of the website are paused (1) or not (0).');
  const maintenance = gauge(
    'hlidka_website_maintenance',
    'Whether a maintenance window of the website is on (1) or not (0); then it is neither up nor down.',
  );
  const degraded = gauge(
    'hlidka_website_degraded',
    'Whether the website is degraded (1: up, but slower than its response-time budget) or not (0).',
  );
  const response = gauge('hlidka_website_response_time_seconds', 'Total time of the website’s latest check.');
  const uptime = gauge('hlidka_website_uptime_ratio_30d', 'Share of the last 30 days the website was up (0–1).');
  const expiry = gauge(
    'hlidka_website_tls_certificate_expiry_timestamp_seconds',
    'When the website’s TLS certificate expires (Unix time).',
  );
  const expiryDays = gauge('hlidka_website_tls_certificate_expiry_days', 'Days until the TLS certificate expires.');
  for (const w of figures) {
    const labels = { website_id: w.id, name: w.name, type: w.type, team_id: w.teamId ?? '' };
    if (w.status === 'up' || w.status === 'degraded' || w.status === 'down')
      up.set(labels, w.status === 'down' ? 0 : 1);
    paused.set(labels, w.status === 'paused' ? 1 : 0);
    maintenance.set(labels, w.status === 'maintenance' ? 1 : 0);
    degraded.set(labels, w.status === 'degraded' ? 1 : 0);
    if (w.lastResponseMs !== null) response.set(labels, w.lastResponseMs / 1000);
    if (w.uptime30d !== null) uptime.set(labels, w.uptime30d / 100);
    const validTo = options.certificateExpiry?.get(w.id) ?? w.warnedCertificateExpiry;
    if (validTo !== null && validTo !== undefined && Number.isFinite(validTo)) {
      expiry.set(labels, Math.floor(validTo / 1000));
      expiryDays.set(labels, Math.round(((validTo - options.now) / DAY_MS) * 100) / 100);
    }
  }
}
