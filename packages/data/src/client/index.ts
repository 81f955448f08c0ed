export { createApiClient } from './client';
export * from './types';
export { buildQueryString, interpolatePath } from './url';
