import type { InvoiceListQuery } from '@hlidka/contract';
import { billingRoutes } from '@hlidka/contract/routes';
import { useCallback } from 'react';
import { interpolatePath } from '../client';
import { keys } from '../keys';
import { useApiClient } from '../swr/provider';
import { useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/invoices (query params). */
export function useInvoices(params: InvoiceListQuery = {}) {
  const query = useResource(useAuthedKey(keys.invoices(params)));
  return { ...query, invoices: query.data?.invoices, pagination: query.data?.pagination };
}

/** GET /api/invoices/{id}. */
export function useInvoice(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.invoice(id) : null));
  return { ...query, invoice: query.data?.invoice };
}

/** GET /api/invoices/{id}/download: the PDF with the server's file name. */
export function useDownloadInvoice() {
  const client = useApiClient();
  return useCallback(
    (id: string, fallbackFilename = `faktura-${id}.pdf`) =>
      client.download(interpolatePath(billingRoutes.downloadInvoice.path, { id }), { fallbackFilename }),
    [client],
  );
}
