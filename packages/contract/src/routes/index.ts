// @hlidka/contract/routes: the route table without schemas (no zod at runtime), for clients.

export * from '../route';
export * from './affiliate';
export * from './api-keys';
export * from './auth';
export * from './billing';
export * from './dashboard';
export * from './events';
export * from './health';
export * from './help';
export * from './imports';
export * from './incidents';
export * from './maintenance';
export * from './notification-channels';
export * from './notification-rules';
export * from './notification-settings';
export * from './notifications';
export * from './plans';
export * from './reports';
export * from './saved-reports';
export * from './silences';
export * from './status-pages';
export * from './teams';
export * from './two-factor';
export * from './user';
export * from './website-groups';
export * from './websites';
