// @vitest-environment jsdom
import { accountExportSchema, emailChangeDataSchema } from '@hlidka/contract';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockClient, createMockDb, scenario } from '../mocks';
import { BASE, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import { useAccountExport } from './use-account-export';
import { fileToBase64, useDeleteAvatar, useUploadAvatar } from './use-avatar';
import { useCancelEmailChange, useEmailChange, useRequestEmailChange } from './use-email-change';
import { usePaymentMethodSetup } from './use-payment-method-setup';
import { useUser } from './use-user';

const server = setupMockServer();

describe('e-mail change', () => {
  it('asks with the password, shows the pending change, and can withdraw it', async () => {
    const db = createMockDb();
    server.use(...scenario('populated', { db }));
    const { result } = renderDataHook(
      () => ({ change: useEmailChange(), request: useRequestEmailChange(), cancel: useCancelEmailChange() }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.change.pending).toBeNull());
    await expect(
      result.current.request.trigger({ newEmail: 'jana@novak.cz', password: 'spatne-heslo' }),
    ).rejects.toMatchObject({ status: 400, errors: { password: 'Nesprávné heslo.' } });
    const answer = await act(() =>
      result.current.request.trigger({ newEmail: 'jana@novak.cz', password: 'heslo-123' }),
    );
    expect(emailChangeDataSchema.safeParse(answer).success).toBe(true);
    await waitFor(() => expect(result.current.change.pending?.newEmail).toBe('jana@novak.cz'));
    await act(() => result.current.cancel.trigger());
    await waitFor(() => expect(result.current.change.pending).toBeNull());
  });
});

describe('avatar', () => {
  it('uploads a PNG as base64, then removes it; the profile follows', async () => {
    server.use(...scenario('populated'));
    const { result } = renderDataHook(
      () => ({ user: useUser(), upload: useUploadAvatar(), remove: useDeleteAvatar() }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.user.data?.avatarUrl).toBeNull());
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    expect(await fileToBase64(png)).toBe('iVBORw==');
    await act(() => result.current.upload.trigger(png));
    await waitFor(() => expect(result.current.user.data?.avatarUrl).toBe('data:image/png;base64,iVBORw=='));
    await act(() => result.current.remove.trigger());
    await waitFor(() => expect(result.current.user.data?.avatarUrl).toBeNull());
  });

  it('refuses a type the server does not take before sending it', async () => {
    server.use(...scenario('populated'));
    const { result } = renderDataHook(() => useUploadAvatar(), createMockClient({ baseUrl: BASE }));
    const gif = new Blob(['GIF89a'], { type: 'image/gif' });
    await expect(result.current.trigger(gif)).rejects.toMatchObject({ message: 'Aktualizace profilu se nezdařila' });
  });
});

describe('data export', () => {
  it('downloads the JSON under the server’s file name', async () => {
    server.use(...scenario('populated'));
    const { result } = renderDataHook(() => useAccountExport(), createMockClient({ baseUrl: BASE }));
    const file = await result.current();
    expect(file.filename).toBe('hlidka-export-2026-11-21.json');
    expect(accountExportSchema.safeParse(JSON.parse(await file.blob.text())).success).toBe(true);
  });
});

describe('payment method setup', () => {
  it('answers the hosted page to send the browser to', async () => {
    server.use(
      http.post(`${BASE}/api/payment-methods/setup-session`, () =>
        HttpResponse.json({
          success: true,
          data: { sessionId: 'seti_1', redirectUrl: 'https://pay.example/setup/seti_1' },
        }),
      ),
    );
    const { result } = renderDataHook(() => usePaymentMethodSetup(), createMockClient({ baseUrl: BASE }));
    await expect(result.current.trigger()).resolves.toEqual({
      sessionId: 'seti_1',
      redirectUrl: 'https://pay.example/setup/seti_1',
    });
  });
});
