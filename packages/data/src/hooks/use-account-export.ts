import { userRoutes } from '@hlidka/contract/routes';
import { useCallback } from 'react';
import { useApiClient } from '../swr/provider';

/** GET /api/user/export: every record of the account as a JSON file, with the server's file name. */
export function useAccountExport() {
  const client = useApiClient();
  return useCallback(
    (now = new Date()) =>
      client.download(userRoutes.exportData.path, {
        fallbackFilename: `hlidka-export-${now.toISOString().slice(0, 10)}.json`,
      }),
    [client],
  );
}
