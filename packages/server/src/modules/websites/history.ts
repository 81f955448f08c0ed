import { type CauseParams, type Check, causeParamsSchema } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import { hourOf } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { decodeCode, decodeTimings, STATE_DOWN, STATE_NO_DATA } from '../../monitoring/results/codes';

interface RawCheck extends Record<string, unknown> {
  checked_at: string | Date;
  total_ms: number;
  dns_ms: number;
  connect_ms: number;
  tls_ms: number;
  first_byte_ms: number;
  status_code: number;
  code: number;
  state: number;
  params: CauseParams | string | null;
  region: string | null;
}

/**
 * A page of a website's raw checks, newest first: a backward scan of the (website_seq, hour) index, sorted by time
 * within each hour (an incremental sort, so a page reads only the hours it shows).
 */
export async function listChecks(
  db: DbOrTx,
  websiteSeq: number,
  query: {
    page: number;
    limit: number;
    failed?: boolean | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
) {
  // A time range bounds the hours too, so the index range scan reads only the hours in it.
  const from = query.from ? new Date(query.from) : null;
  const to = query.to ? new Date(query.to) : null;
  const conditions = sql.join(
    [
      ...(query.failed ? [sql`and r.state = ${STATE_DOWN}`] : []),
      ...(from
        ? [
            sql`and ${hourOf(sql`r.checked_at`)} >= ${hourOf(from)} and r.checked_at >= ${from.toISOString()}::timestamptz`,
          ]
        : []),
      ...(to
        ? [sql`and ${hourOf(sql`r.checked_at`)} <= ${hourOf(to)} and r.checked_at < ${to.toISOString()}::timestamptz`]
        : []),
    ],
    sql` `,
  );
  const offset = (query.page - 1) * query.limit;
  const [rows, count] = await Promise.all([
    db.execute<RawCheck>(sql`
      select r.*, g.name as region from check_results r left join check_regions g on g.id = r.region_id
      where r.website_seq = ${websiteSeq} ${conditions}
      order by hlidka_hour(r.checked_at) desc, r.checked_at desc limit ${query.limit} offset ${offset}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from check_results r where r.website_seq = ${websiteSeq} ${conditions}`,
    ),
  ]);
  const total = Number(count.rows[0]?.n ?? 0);
  const checks: Check[] = rows.rows.map((r) => ({
    checkedAt: new Date(r.checked_at).toISOString(),
    state: r.state === STATE_NO_DATA ? 'no_data' : r.state === STATE_DOWN ? 'down' : 'up',
    code: decodeCode(Number(r.code)),
    statusCode: Number(r.status_code) > 0 ? Number(r.status_code) : null,
    responseMs: Number(r.total_ms),
    timings: decodeTimings({
      dns: r.dns_ms,
      connect: r.connect_ms,
      tls: r.tls_ms,
      firstByte: r.first_byte_ms,
      total: r.total_ms,
    }),
    region: r.region ?? 'local',
    causeParams: storedCauseParams(r.params),
  }));
  return {
    checks,
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** A stored check's cause values (jsonb: an object, or text on drivers that hand jsonb over as text); {} without. */
function storedCauseParams(value: CauseParams | string | null): CauseParams {
  if (value === null) return {};
  const parsed = causeParamsSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : {};
}
