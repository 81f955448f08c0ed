import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { VERSION } from '../../version';
import { ident, qualified, readCatalog } from '../transfer/catalog';
import { allSums, readCopyLines, readSequences, setTransferSettings } from '../transfer/rows';
import type { Database, SqlSession } from '../types';
import { END_LINE, FORMAT_LINE } from './format';

export interface BackupResult {
  file: string;
  tables: number;
  rows: number;
  migration: string;
  ms: number;
}

/** The newest applied migration: its id (folder time stamp) and how many are applied. */
export async function schemaMigration(session: SqlSession): Promise<{ id: string; count: number } | null> {
  const [exists] = await session.query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (exists?.present !== true) return null;
  const [row] = await session.query(
    'SELECT max(created_at)::text AS id, count(*)::int AS count FROM drizzle.__drizzle_migrations',
  );
  return row?.id ? { id: String(row.id), count: Number(row.count) } : null;
}

/**
 * Write the whole database to `file` as plain SQL in pg_dump's style (data only, parents before children, COPY
 * blocks in text format, sequence values), read in one snapshot. A name ending in `.gz` is gzipped. Written to a
 * temporary name and renamed when complete, so a failed backup never leaves a file that looks whole.
 */
export async function backupDatabase(
  database: Database,
  file: string,
  options: { log?: (line: string) => void } = {},
): Promise<BackupResult> {
  const started = performance.now();
  const partial = `${file}.partial`;
  const text = new PassThrough();
  const out = createWriteStream(partial);
  const done = file.endsWith('.gz') ? pipeline(text, createGzip(), out) : pipeline(text, out);
  try {
    const result = await database.withMigrationLock(async (session) => {
      await session.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        return await writeDump(session, text, options.log);
      } finally {
        await session.query('COMMIT').catch(() => {});
      }
    });
    text.end();
    await done;
    await rename(partial, file);
    return { file, ...result, ms: Math.round(performance.now() - started) };
  } catch (error) {
    text.destroy();
    await done.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

async function write(stream: Writable, chunk: string) {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

async function writeDump(session: SqlSession, out: Writable, log?: (line: string) => void) {
  await setTransferSettings(session);
  const migration = await schemaMigration(session);
  if (!migration) throw new Error('The database has no schema yet (run `hlidka migrate` first)');
  const catalog = await readCatalog(session);
  const sums = await allSums(session, catalog);
  const [server] = await session.query('SHOW server_version');
  await write(
    out,
    [
      '--',
      '-- PostgreSQL database dump',
      '--',
      FORMAT_LINE,
      `-- Made by Hlídka ${VERSION} on ${new Date().toISOString()} from PostgreSQL ${server?.server_version ?? '?'}`,
      `-- Schema migration: ${migration.id} (${migration.count} migrations)`,
      '-- Restore with `hlidka restore <file>`, or with psql into a database migrated to the same schema migration:',
      '--   psql -v ON_ERROR_STOP=1 --single-transaction -f <file>',
      '--',
      '',
      'SET statement_timeout = 0;',
      'SET lock_timeout = 0;',
      "SET client_encoding = 'UTF8';",
      'SET standard_conforming_strings = on;',
      "SET TimeZone = 'UTC';",
      "SET DateStyle = 'ISO, MDY';",
      "SET IntervalStyle = 'postgres';",
      'SET client_min_messages = warning;',
      '',
      '',
    ].join('\n'),
  );
  let rows = 0;
  for (const table of catalog.tables) {
    const sum = sums.get(table.name);
    if (sum?.rows) log?.(`backing up table ${table.name}: ${sum.rows} rows`);
    const columns = table.columns.map((c) => ident(c.name)).join(', ');
    await write(
      out,
      `--\n-- Data for Name: ${table.name}; Type: TABLE DATA; Schema: public; Rows: ${sum?.rows}; Checksum: ${sum?.checksum}\n--\n\n` +
        `COPY ${qualified(table.name)} (${columns}) FROM stdin;\n`,
    );
    for await (const batch of readCopyLines(session, table)) {
      await write(out, `${batch.join('\n')}\n`);
      rows += batch.length;
    }
    await write(out, '\\.\n\n\n');
  }
  const sequences = await readSequences(session, catalog);
  if (sequences.length > 0) {
    await write(out, '--\n-- Sequence values\n--\n\n');
    for (const s of sequences) {
      await write(out, `SELECT pg_catalog.setval('${qualified(s.name)}', ${s.lastValue}, ${s.isCalled});\n`);
    }
    await write(out, '\n');
  }
  await write(out, `--\n${END_LINE}\n--\n\n`);
  return { tables: catalog.tables.length, rows, migration: migration.id };
}
