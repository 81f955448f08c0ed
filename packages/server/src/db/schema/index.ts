// The whole database schema. Add one `export * from './<domain>';` line per domain file.

export * from './account';
export * from './affiliate';
export * from './api-keys';
export * from './auth';
export * from './billing';
export * from './changes';
export * from './escalation';
export * from './escalation-steps';
export * from './heartbeat-runs';
export * from './help';
export * from './incidents';
export * from './mail';
export * from './maintenance';
export * from './monitoring';
export * from './notifications';
export * from './on-call';
export * from './plans';
export * from './platform';
export * from './reports';
export * from './sessions';
export * from './silences';
export * from './status-pages';
export * from './teams';
export * from './two-factor';
export * from './users';
export * from './website-groups';
