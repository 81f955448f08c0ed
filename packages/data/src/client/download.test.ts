import { describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download';
import type { ApiClient } from './types';

function answering(headers: Record<string, string>) {
  return vi.fn(async () => new Response('data', { headers })) as unknown as ApiClient['request'];
}

describe('downloadFile', () => {
  it('asks for the raw answer, accepting any type', async () => {
    const request = answering({ 'content-type': 'text/csv' });
    const file = await downloadFile(request, '/api/reports/export.csv', {
      query: { days: 7 },
      headers: { 'X-A': '1' },
    });
    expect(request).toHaveBeenCalledWith('/api/reports/export.csv', {
      query: { days: 7 },
      responseType: 'response',
      headers: { Accept: '*/*', 'X-A': '1' },
    });
    expect(file).toMatchObject({ filename: 'export.csv', contentType: 'text/csv' });
    expect(await file.blob.text()).toBe('data');
  });

  it.each([
    ['the Content-Disposition name', { 'content-disposition': 'attachment; filename="a.pdf"' }, 'b.pdf', '/x', 'a.pdf'],
    ['the fallback name without Content-Disposition', {}, 'b.pdf', '/x', 'b.pdf'],
    ["the path's last part without either", {}, undefined, '/api/account/download.json/', 'download.json'],
    ["'download' when the path has no part", {}, undefined, '/', 'download'],
  ])('names the file by %s', async (_, headers: Record<string, string>, fallbackFilename, path, filename) => {
    const file = await downloadFile(answering(headers), path, { fallbackFilename });
    expect(file.filename).toBe(filename);
  });
});
