// The thread that owns PGlite. PGlite blocks the thread it runs on for the whole of each query, so it lives here and the
// main thread talks to it through messages (see pglite.ts). Kept free of local imports so Node can load it directly
// from TypeScript in tests (type stripping) and tsup can emit it as its own entry.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

export interface WorkerInit {
  /** Directory of the data files, or null for an in-memory database. */
  dataDir: string | null;
}

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'object' | 'array'; rawDates: boolean }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

export interface SerializedError {
  message: string;
  name: string;
  [field: string]: unknown;
}

export type WorkerResponse =
  | {
      id: number;
      ok: true;
      result: {
        rows: unknown[];
        affectedRows?: number;
        fields: { name: string; dataTypeID: number }[];
      };
    }
  | { id: number; ok: false; error: SerializedError }
  | { id: -1; ready: true }
  | { id: -1; ready: false; error: SerializedError };

/**
 * PostgreSQL's memory settings for one embedded process: its defaults (128 MB of shared buffers, 64 MB for VACUUM) are
 * for a dedicated server, and every page of them touched stays in this process's memory. Hlídka's hot set (schedules,
 * counters, today's rollups, the raw table's tail) fits in a fraction; colder pages come from the OS's file cache.
 */
const MEMORY_SETTINGS = {
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  maintenance_work_mem: '16MB',
  work_mem: '4MB',
  temp_buffers: '2MB',
};
/**
 * The data is in memory or the OS's file cache: an index probe costs about what a sequential page does. With the
 * default (4) the planner scans the whole schedule table to update the 200 rows of a result batch.
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1' };
const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries({ ...MEMORY_SETTINGS, ...PLANNER_SETTINGS }).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

const passThrough = (value: string) => value;
// Dates and intervals stay strings, as Drizzle's own PGlite driver asks: Drizzle maps them itself.
const rawParsers = {
  [types.TIMESTAMP]: passThrough,
  [types.TIMESTAMPTZ]: passThrough,
  [types.INTERVAL]: passThrough,
  [types.DATE]: passThrough,
  1231: passThrough, // numeric[]
  1115: passThrough, // timestamp[]
  1185: passThrough, // timestamptz[]
  1187: passThrough, // interval[]
  1182: passThrough, // date[]
};

const errorFields = [
  'code',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'severity',
  'where',
  'routine',
];

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const out: SerializedError = { name: error.name, message: error.message };
  for (const field of errorFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined && (typeof value === 'string' || typeof value === 'number')) out[field] = value;
  }
  return out;
}

async function main() {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker must run in a worker thread');
  const init = workerData as WorkerInit;
  let pg: PGlite;
  try {
    pg = await PGlite.create({ startParams, ...(init.dataDir ? { dataDir: init.dataDir } : {}) });
  } catch (error) {
    port.postMessage({ id: -1, ready: false, error: serializeError(error) } satisfies WorkerResponse);
    return;
  }
  port.postMessage({ id: -1, ready: true } satisfies WorkerResponse);

  port.on('message', async (request: WorkerRequest) => {
    try {
      if (request.op === 'query') {
        const result = await pg.query(request.sql, request.params, {
          rowMode: request.rowMode,
          ...(request.rawDates ? { parsers: rawParsers } : {}),
        });
        port.postMessage({
          id: request.id,
          ok: true,
          result: {
            rows: result.rows,
            affectedRows: result.affectedRows,
            fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
          },
        } satisfies WorkerResponse);
      } else if (request.op === 'exec') {
        await pg.exec(request.sql);
        port.postMessage({ id: request.id, ok: true, result: { rows: [], fields: [] } } satisfies WorkerResponse);
      } else {
        await pg.close();
        port.postMessage({ id: request.id, ok: true, result: { rows: [], fields: [] } } satisfies WorkerResponse);
        port.close();
      }
    } catch (error) {
      port.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies WorkerResponse);
    }
  });
}

void main();
