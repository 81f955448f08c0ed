import { filenameFromContentDisposition } from '../content-disposition';
import type { ApiClient, DownloadedFile, RequestOptions } from './types';

/** The file under the name of its Content-Disposition, else `fallbackFilename`, else the path's last part. */
export async function downloadFile(
  request: ApiClient['request'],
  path: string,
  opts: RequestOptions & { fallbackFilename?: string } = {},
): Promise<DownloadedFile> {
  const response = await request<Response>(path, {
    ...opts,
    responseType: 'response',
    headers: { Accept: '*/*', ...opts.headers },
  });
  const filename =
    filenameFromContentDisposition(response.headers.get('content-disposition')) ??
    opts.fallbackFilename ??
    path.split('/').filter(Boolean).pop() ??
    'download';
  const blob = await response.blob();
  return { blob, filename, contentType: response.headers.get('content-type') ?? blob.type };
}
