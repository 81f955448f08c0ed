// The whole database schema. Add one `export * from './<domain>';` line per domain file.

export * from './api-keys';
export * from './auth';
export * from './incidents';
export * from './monitoring';
export * from './plans';
export * from './platform';
export * from './sessions';
export * from './teams';
export * from './users';
