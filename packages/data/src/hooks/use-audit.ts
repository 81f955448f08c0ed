import type { AuditListQuery } from '@hlidka/contract';
import { useCallback } from 'react';
import type { Query } from '../client';
import { keys } from '../keys';
import { useApiClient } from '../swr/provider';
import { useAuthedKey, useResource } from '../swr/use-resource';

export type AuditParams = Partial<AuditListQuery>;

const toQuery = (params: AuditParams): Query =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Query;

/** GET /api/audit: one page of the audit log (a team's, or the caller's personal one), newest first. */
export function useAuditLog(params: AuditParams = {}) {
  const query = useResource(useAuthedKey(keys.audit(toQuery(params))));
  return { ...query, events: query.data?.events, nextCursor: query.data?.nextCursor ?? null };
}

/** GET /api/audit.csv: the entries the filters match, as a CSV file in the reader's language. */
export function useDownloadAuditCsv() {
  const client = useApiClient();
  return useCallback(
    (params: Omit<AuditParams, 'cursor' | 'limit'>, lang: 'cs' | 'en') =>
      client.download('/api/audit.csv', { query: { ...toQuery(params), lang }, fallbackFilename: 'audit-log.csv' }),
    [client],
  );
}
