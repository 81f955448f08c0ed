import type { ReportData } from '@hlidka/contract';
import { useCallback } from 'react';
import type { Query } from '../client';
import { keys } from '../keys';
import { useApiClient } from '../swr/provider';
import { useAuthedKey, useResource } from '../swr/use-resource';

export interface ReportParams {
  /** Some websites; or `teamId`; or neither for all the caller's websites. */
  websiteIds?: readonly string[];
  teamId?: string;
  /** UTC days (YYYY-MM-DD), both included; the last 30 days by default. */
  from?: string;
  to?: string;
}

function toQuery({ websiteIds, ...rest }: ReportParams): Query {
  return { ...rest, websiteIds: websiteIds?.length ? websiteIds.join(',') : undefined };
}

/** GET /api/reports: figures and the daily breakdown for a period. */
export function useReport(params: ReportParams = {}) {
  const query = useResource<ReportData>(useAuthedKey(keys.reports(toQuery(params))));
  return { ...query, report: query.data };
}

/** GET /api/reports/export.csv: the same report as a CSV file, under the server's file name. */
export function useDownloadReportCsv() {
  const client = useApiClient();
  return useCallback(
    (params: ReportParams = {}) =>
      client.download('/api/reports/export.csv', { query: toQuery(params), fallbackFilename: 'report.csv' }),
    [client],
  );
}
