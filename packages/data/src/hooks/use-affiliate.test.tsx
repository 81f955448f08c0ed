// @vitest-environment jsdom
import { affiliateDashboardSchema, affiliateDataSchema, helpContactDataSchema } from '@hlidka/contract';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAffiliateDashboard, createHelpContactData, createMockClient, createMockDb, scenario } from '../mocks';
import { BASE, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import { useAffiliate, useAffiliateDashboard, useRegisterAffiliate, useRequestPayout } from './use-affiliate';
import { useHelpContact } from './use-help-contact';

const server = setupMockServer();

describe('affiliate fixtures', () => {
  it('parse with the contract', () => {
    expect(affiliateDashboardSchema.safeParse(createAffiliateDashboard()).success).toBe(true);
    expect(helpContactDataSchema.safeParse(createHelpContactData()).success).toBe(true);
  });
});

describe('affiliate hooks', () => {
  it('a newcomer sees the programme, registers, and then has a dashboard with a referral link', async () => {
    const db = createMockDb('empty');
    server.use(...scenario('empty', { db }));
    const { result } = renderDataHook(
      () => ({ account: useAffiliate(), dashboard: useAffiliateDashboard(), register: useRegisterAffiliate() }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.account.programme?.commissionRate).toBe(20));
    expect(affiliateDataSchema.safeParse(result.current.account.data).success).toBe(true);
    expect(result.current.account.affiliate).toBeNull();
    await waitFor(() => expect(result.current.dashboard.error?.status).toBe(404));

    await act(() =>
      result.current.register.trigger({
        termsAccepted: true,
        payout: { method: 'czech_account', accountHolder: 'Jana Nováková', accountNumber: '19-2000145399/0800' },
        invoicing: { name: 'Jana Nováková', street: 'Vinohradská 12', city: 'Praha', postalCode: '120 00' },
      }),
    );
    await waitFor(() => expect(result.current.account.affiliate?.code).toBe('JANA2026'));
    await waitFor(() => expect(result.current.dashboard.dashboard?.stats.clicks).toBe(0));
    expect(affiliateDashboardSchema.safeParse(result.current.dashboard.dashboard).success).toBe(true);
  });

  it('a payout request takes the available balance and refreshes the dashboard', async () => {
    const db = createMockDb();
    const dashboard = createAffiliateDashboard();
    const czk = dashboard.balances[0];
    if (!czk) throw new Error('fixture has a CZK balance');
    db.affiliate = { ...dashboard, balances: [{ ...czk, available: 1500, canRequestPayout: true }] };
    server.use(...scenario('populated', { db }));
    const { result } = renderDataHook(
      () => ({ dashboard: useAffiliateDashboard(), payout: useRequestPayout() }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.dashboard.dashboard?.balances[0]?.canRequestPayout).toBe(true));
    const answer = await act(() => result.current.payout.trigger({ currency: 'CZK' }));
    expect(answer.payout).toMatchObject({ amount: 1500, status: 'requested' });
    await waitFor(() => expect(result.current.dashboard.dashboard?.balances[0]?.canRequestPayout).toBe(false));
  });
});

describe('help contact', () => {
  it('sends the message and answers with a reference', async () => {
    server.use(...scenario('populated'));
    const { result } = renderDataHook(() => useHelpContact(), createMockClient({ baseUrl: BASE }));
    const answer = await act(() =>
      result.current.trigger({
        name: 'Jana Nováková',
        email: 'jana.novakova@example.cz',
        subject: 'Dotaz k fakturaci',
        message: 'Potřebuji opravit IČO na poslední faktuře.',
        category: 'billing',
      }),
    );
    expect(answer.request.reference).toBe('HLP-7K3QX9');
    expect(answer.confirmationSent).toBe(true);
  });

  it('passes the server’s field errors on', async () => {
    server.use(...scenario('validationError'));
    const { result } = renderDataHook(() => useHelpContact(), createMockClient({ baseUrl: BASE }));
    await expect(
      result.current.trigger({ name: 'J', email: 'jana@', subject: 'Ahoj', message: 'Krátká zpráva na podporu.' }),
    ).rejects.toMatchObject({ status: 400, errors: { email: 'Zadejte platnou e-mailovou adresu' } });
  });
});
