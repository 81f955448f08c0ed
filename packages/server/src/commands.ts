// The `hlidka` command's commands (cli.ts is the entry). Only what every command needs is imported up front; each
// command loads its own code when it runs, so `--help` answers at once and `start` starts PostgreSQL while the server's
// modules load.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import type { Database } from './db/types';
import type { Logger } from './logger';
import type { Role } from './role';
import type { RunningServer } from './server';
import { VERSION } from './version';

const HELP = `Hlídka ${VERSION} — website uptime monitoring

Usage: hlidka [command] [options]

Commands:
  start [--role all|api|worker]   Apply migrations and run (default command; role default: all)
                                  all: API + app + checkers; api: API + app; worker: checkers only
                                  (with METRICS_PORT a worker serves /metrics and /api/health there)
  migrate                         Apply pending database migrations and exit
  create-user --email E --password P [--first-name F] [--last-name L]
                                  Create a user who can sign in with e-mail and password
  payouts                         List affiliate payout requests waiting to be paid
  settle-payout --id ID --outcome paid|rejected
                                  Mark a payout request paid (or reject it: its commission is available again)
  backup FILE                     Write the whole database to FILE as plain SQL (pg_dump style; FILE.gz: gzipped)
  restore FILE [--force]          Load a backup into the database (--force: replace a database that holds data)

Monitoring as code (over the REST API of a running server; --url or HLIDKA_URL, default http://localhost:3000;
--api-key or HLIDKA_API_KEY):
  export [--format yaml|json]     Print the account's websites, groups, channels and rules as a document
  plan -f FILE [--prune]          Show what apply would create, change (drift) and delete; writes nothing
                                  Exit code: 0 no changes, 2 changes, 1 an error (with the file's line and column)
  apply -f FILE [--prune]         Make the account match FILE (YAML or JSON), all or nothing
                                  --prune: also delete items that FILE does not list
  --help, -h                      Show this help
  --version, -v                   Show the version

Configuration (environment variables):
  PORT (3000), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL (PostgreSQL; else Hlídka's own in DATA_DIR/postgres),
  PUBLIC_URL, JWT_SECRET (generated into DATA_DIR when absent), SMTP_URL, SMTP_FROM,
  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET,
  SENTRY_DSN, ALLOW_PRIVATE_TARGETS, LOG_LEVEL (info), REGION, CHECK_SOURCE_ADDRESS, TRUST_PROXY,
  SUPPORT_EMAIL, METRICS_TOKEN, METRICS_PORT (workers; not set: no listener),
  AFFILIATE_COMMISSION_PERCENT (20), AFFILIATE_MIN_PAYOUT_CZK/_EUR/_USD (1000/40/45)
`;

function fail(message: string, code = 1): never {
  process.stderr.write(`hlidka: ${message}\n`);
  process.exit(code);
}

function config() {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(`cannot start, ${error.message.replace(/^Invalid/, 'invalid')}`, 2);
    throw error;
  }
}

async function openDatabase(cfg: ReturnType<typeof config>, log?: Logger): Promise<Database> {
  const { openDatabase: open } = await import('./db/open');
  return open(cfg, log);
}

async function migrate(database: Database, options?: { log?: Logger }) {
  const { migrate: apply } = await import('./db/migrate');
  return apply(database, options);
}

async function start(role: Role) {
  const cfg = config();
  const { createLogger } = await import('./logger');
  const logger = createLogger(cfg);
  let server: RunningServer | undefined;
  let pending: string | null = null;
  let stopping = false;
  // Installed before starting: a signal during start-up stops the server as soon as it is up.
  const stop = (signal: string) => {
    if (!server) {
      pending = signal;
      logger.info(`${signal}: stopping as soon as start-up completes`);
      return;
    }
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: finishing requests in flight and closing the database`);
    const force = setTimeout(() => {
      logger.error('Shutdown took over 15 s: exiting anyway');
      process.exit(1);
    }, 15_000);
    force.unref();
    server.close().then(
      () => {
        logger.info('Stopped cleanly');
        process.exit(0);
      },
      (error) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  try {
    // PostgreSQL starts (its own process) while the server's modules load.
    const database = openDatabase(cfg, logger);
    database.catch(() => {});
    const { startServer } = await import('./server');
    server = await startServer(cfg, { role, logger, database });
  } catch (error) {
    const { DataDirLockedError } = await import('./db/lock');
    if (error instanceof DataDirLockedError) fail(error.message);
    logger.fatal({ err: error }, 'Hlídka could not start');
    fail(error instanceof Error ? error.message : String(error));
  }
  if (pending) stop(pending);
}

async function runMigrate() {
  const cfg = config();
  const { createLogger } = await import('./logger');
  const logger = createLogger(cfg);
  const database = await openDatabase(cfg, logger).catch((error: Error) => fail(error.message));
  try {
    const { applied, total } = await migrate(database, { log: logger });
    process.stdout.write(`Migrations: ${applied.length} applied, ${total} in total.\n`);
  } finally {
    await database.close();
  }
}

async function createUser(values: Record<string, string | boolean | undefined>) {
  const cfg = config();
  const database = await openDatabase(cfg).catch((error: Error) => fail(error.message));
  try {
    await migrate(database);
    const { runCreateUser } = await import('./cli/create-user');
    const user = await runCreateUser(database, {
      email: values.email as string | undefined,
      password: values.password as string | undefined,
      firstName: values['first-name'] as string | undefined,
      lastName: values['last-name'] as string | undefined,
    });
    process.stdout.write(`Created user ${user.email} (${user.id}).\n`);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  } finally {
    await database.close();
  }
}

/** Open the database (migrated first unless `migrate: false`), run `fn`, close it; an error ends the process with its message. */
async function withDatabase(fn: (database: Database) => Promise<void>, options: { migrate?: boolean } = {}) {
  const cfg = config();
  const database = await openDatabase(cfg).catch((error: Error) => fail(error.message));
  let problem: string | null = null;
  try {
    if (options.migrate !== false) await migrate(database);
    await fn(database);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  } finally {
    await database.close();
  }
  if (problem !== null) fail(problem);
}

/** `hlidka export | plan | apply`: the exit code (plan: 2 when there are changes). */
async function configAsCode(
  command: 'export' | 'plan' | 'apply',
  values: Record<string, string | boolean | undefined>,
) {
  const cli = await import('./cli/config-as-code');
  const io = { out: (text: string) => process.stdout.write(text), err: (text: string) => process.stderr.write(text) };
  const apiKey = (values['api-key'] as string | undefined) ?? process.env.HLIDKA_API_KEY ?? '';
  if (apiKey === '') fail('give an API key with --api-key or HLIDKA_API_KEY (Settings → API keys)', 1);
  const remote = {
    url: (values.url as string | undefined) ?? process.env.HLIDKA_URL ?? 'http://localhost:3000',
    apiKey,
    language: (process.env.LANG ?? '').startsWith('cs') ? ('cs' as const) : ('en' as const),
  };
  if (command === 'export') {
    const format = (values.format as string | undefined) ?? 'yaml';
    if (format !== 'yaml' && format !== 'json') fail(`--format must be yaml or json (got "${format}")`, 1);
    return cli.runConfigCommand(() => cli.runExport(remote, format, io), io);
  }
  const file = values.file as string | undefined;
  if (!file) fail(`${command} needs the document: -f FILE`, 1);
  return cli.runConfigCommand(
    () => cli.runPlanOrApply(remote, { file, prune: values.prune === true, apply: command === 'apply' }, io),
    io,
  );
}

async function main() {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
        role: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        id: { type: 'string' },
        outcome: { type: 'string' },
        force: { type: 'boolean' },
        url: { type: 'string' },
        'api-key': { type: 'string' },
        file: { type: 'string', short: 'f' },
        prune: { type: 'boolean' },
        format: { type: 'string' },
      },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n\n${HELP}`, 2);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  if (values.version) {
    process.stdout.write(`${VERSION}\n`);
    return;
  }
  const [command = 'start', ...rest] = positionals;
  const file = command === 'backup' || command === 'restore' ? rest.shift() : undefined;
  if (rest.length > 0) fail(`unexpected argument: ${rest.join(' ')}\n\n${HELP}`, 2);
  switch (command) {
    case 'start': {
      const role = (values.role ?? 'all') as string;
      if (role !== 'all' && role !== 'api' && role !== 'worker')
        fail(`--role must be all, api or worker (got "${role}")`, 2);
      await start(role);
      return;
    }
    case 'migrate':
      await runMigrate();
      return;
    case 'create-user':
      await createUser(values as Record<string, string | boolean | undefined>);
      return;
    case 'payouts':
      await withDatabase(async (database) => {
        const { listRequestedPayouts } = await import('./cli/payouts');
        const lines = await listRequestedPayouts(database);
        process.stdout.write(lines.length > 0 ? `${lines.join('\n')}\n` : 'No payout requests are waiting.\n');
      });
      return;
    case 'settle-payout':
      await withDatabase(async (database) => {
        const { runSettlePayout } = await import('./cli/payouts');
        await runSettlePayout(database, {
          id: values.id as string | undefined,
          outcome: values.outcome as string | undefined,
        });
        process.stdout.write(`Payout ${values.id} marked ${values.outcome}.\n`);
      });
      return;
    case 'backup':
      await withDatabase(async (database) => (await import('./cli/backup')).runBackup(database, file), {
        migrate: false,
      });
      return;
    case 'restore':
      await withDatabase(
        async (database) => (await import('./cli/backup')).runRestore(database, file, values.force === true),
        { migrate: false },
      );
      return;
    case 'export':
    case 'plan':
    case 'apply':
      process.exitCode = await configAsCode(command, values as Record<string, string | boolean | undefined>);
      return;
    case 'help':
      process.stdout.write(HELP);
      return;
    default:
      fail(`unknown command "${command}"\n\n${HELP}`, 2);
  }
}

await main();
