/** What a process does (`--role`): everything, the API only, or checks and notifications only. */
export type Role = 'all' | 'api' | 'worker';
