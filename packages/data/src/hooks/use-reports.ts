import type { SavedReportBody } from '@hlidka/contract';
import { savedReportRoutes } from '@hlidka/contract/routes';
import { useCallback } from 'react';
import type { Query } from '../client';
import { keyPrefixes, keys } from '../keys';
import { useApiClient } from '../swr/provider';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

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
  const query = useResource(useAuthedKey(keys.reports(toQuery(params))));
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

/** GET /api/reports/export.pdf: the report as a PDF to forward to a customer, in Czech or English. */
export function useDownloadReportPdf() {
  const client = useApiClient();
  return useCallback(
    (params: ReportParams = {}, lang?: 'cs' | 'en') =>
      client.download('/api/reports/export.pdf', {
        query: { ...toQuery(params), lang },
        fallbackFilename: 'report.pdf',
      }),
    [client],
  );
}

/** GET /api/reports/saved: the caller's saved and scheduled reports. */
export function useSavedReports() {
  const query = useResource(useAuthedKey(keys.savedReports()));
  return { ...query, reports: query.data?.reports };
}

/** GET /api/reports/saved/{id}: a saved report with its figures for its period. */
export function useSavedReport(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.savedReport(id) : null));
  return { ...query, report: query.data?.report, data: query.data?.data };
}

const touched = [keyPrefixes.reports];

export function useCreateSavedReport() {
  return useApiMutation((client, body: SavedReportBody) => client.call(savedReportRoutes.create, { body }), {
    revalidate: touched,
    retries: 0,
  });
}

/** PUT /api/reports/saved/{id}: change the report or its monthly schedule. */
export function useUpdateSavedReport() {
  return useApiMutation(
    (client, { id, ...body }: SavedReportBody & { id: string }) =>
      client.call(savedReportRoutes.update, { params: { id }, body }),
    { revalidate: touched },
  );
}

export function useDeleteSavedReport() {
  return useApiMutation((client, id: string) => client.call(savedReportRoutes.delete, { params: { id } }), {
    revalidate: touched,
  });
}
