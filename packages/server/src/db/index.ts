export { openEmbeddedDatabase } from './embedded/database';
export * from './errors';
export { DataDirLockedError } from './lock';
export { migrate } from './migrate';
export { openDatabase } from './open';
export { openPglite } from './pglite';
export { openPostgres } from './postgres';
export type * from './types';
