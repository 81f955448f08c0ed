// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createBillingProfile, createMockDb, createUser, invitationLinkTokens, scenario } from '../mocks';
import { BASE, createTestClient, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import { useActiveSessions, useTerminateOtherSessions } from './use-active-sessions';
import { useApiKeys, useCreateApiKey } from './use-api-keys';
import { useAuth } from './use-auth';
import { toBillingInfo, useBillingInfo, useUpdateBillingInfo } from './use-billing-info';
import { useCheckoutSession } from './use-checkout';
import { useDownloadInvoice, useInvoices } from './use-invoices';
import { useLoginHistory, useLoginStats } from './use-login-history';
import { usePlan, usePlans } from './use-plans';
import { useSettings, useUpdateSettings } from './use-settings';
import { useCurrentSubscription } from './use-subscriptions';
import { useSuspiciousLogins } from './use-suspicious-logins';
import {
  useAcceptTeamInvitation,
  useDeclineTeamInvitation,
  useInviteTeamMember,
  useTeamInvitationPreview,
  useTeamInvitations,
} from './use-team-invitations';
import { useTeamMembers } from './use-team-members';
import { useTeams } from './use-teams';
import { useAcceptTerms, useUpdateProfile } from './use-user';

const server = setupMockServer();

function signedInClient() {
  const ctx = createTestClient();
  ctx.client.session.signIn({ token: 't', refreshToken: 'r', user: createUser(), authMethod: 'email' });
  return ctx;
}

describe('resource hooks', () => {
  it('wait for sign-in (null key) and load once signed in', async () => {
    const { client } = createTestClient();
    server.use(...scenario('populated'));
    const { result } = renderDataHook(() => ({ teams: useTeams(), auth: useAuth() }), client);
    expect(result.current.teams.isLoading).toBe(false);
    expect(result.current.teams.teams).toBeUndefined();
    await act(() => result.current.auth.login({ email: 'jana.novakova@example.cz', password: 'heslo-123' }));
    await waitFor(() => expect(result.current.teams.teams).toHaveLength(3));
    expect(result.current.auth.isAuthenticated).toBe(true);
  });

  it('plans: list is public; a missing plan reads "Plán nebyl nalezen"', async () => {
    const { client } = createTestClient();
    server.use(...scenario('populated'));
    const { result } = renderDataHook(() => ({ plans: usePlans(), missing: usePlan('gold') }), client);
    await waitFor(() =>
      expect(result.current.plans.plans?.map((plan) => plan.id)).toEqual(['free', 'start', 'pro', 'business']),
    );
    await waitFor(() => expect(result.current.missing.error?.message).toBe('Plán nebyl nalezen'));
  });

  it('current subscription: 404 means none', async () => {
    const { client } = signedInClient();
    server.use(...scenario('empty'));
    const empty = renderDataHook(() => useCurrentSubscription(), client);
    await waitFor(() => expect(empty.result.current.subscription).toBeNull());
    expect(empty.result.current.error).toBeUndefined();
  });

  it("accept terms: a missing route counts as success ('(simulováno)'); other failures keep the spec default", async () => {
    const { client } = signedInClient();
    server.use(
      http.post(`${BASE}/api/user/accept-terms`, () =>
        HttpResponse.json(
          { success: false, message: 'No route found for "POST /api/user/accept-terms"' },
          { status: 404 },
        ),
      ),
    );
    const { result } = renderDataHook(() => useAcceptTerms(), client);
    await expect(result.current.trigger({ termsAccepted: true })).resolves.toEqual({ simulated: true });
    server.use(http.post(`${BASE}/api/user/accept-terms`, () => HttpResponse.json({}, { status: 400 })));
    await expect(result.current.trigger({ termsAccepted: true })).rejects.toMatchObject({
      message: 'Došlo k chybě při odsouhlasení podmínek',
    });
  });

  it("profile and billing updates fall back to the spec's texts", async () => {
    const { client } = signedInClient();
    server.use(
      http.put(`${BASE}/api/profile`, () => HttpResponse.json({ success: false }, { status: 400 })),
      http.put(`${BASE}/api/users/profile`, () => HttpResponse.json({ success: false }, { status: 400 })),
    );
    const { result } = renderDataHook(() => ({ profile: useUpdateProfile(), billing: useUpdateBillingInfo() }), client);
    await expect(result.current.profile.trigger({ firstName: 'Eva' })).rejects.toMatchObject({
      message: 'Aktualizace profilu se nezdařila',
    });
    await expect(result.current.billing.trigger({ companyName: 'X' })).rejects.toMatchObject({
      message: 'Nepodařilo se aktualizovat fakturační údaje',
    });
    await waitFor(() =>
      expect(result.current.billing.error?.message).toBe('Nepodařilo se aktualizovat fakturační údaje'),
    );
  });

  it('mutations retry once on a transient failure', async () => {
    const { client } = signedInClient();
    let calls = 0;
    server.use(
      http.post(`${BASE}/api/checkout/session`, () => {
        calls += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
      http.put(`${BASE}/api/profile`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({}, { status: 503 })
          : HttpResponse.json({ success: true, data: { user: createUser() } });
      }),
    );
    const { result } = renderDataHook(() => ({ checkout: useCheckoutSession(), profile: useUpdateProfile() }), client);
    await expect(result.current.checkout.trigger({ planId: 'pro', interval: 'month' })).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toBe(1);
    calls = 0;
    await expect(result.current.profile.trigger({ firstName: 'Eva' })).resolves.toMatchObject({ user: {} });
    expect(calls).toBe(2);
  });

  it('billing info: read from profile.address and profile.billingInfo, older names and CZ default included', async () => {
    const profile = createBillingProfile({
      address: { street: 'A 1', street2: null, city: 'Brno', state: null, zipCode: '602 00', country: 'sk' },
      billingInfo: {
        companyName: null,
        vatNumber: 'SK123',
        registrationNumber: null,
        billingEmail: null,
        phone: null,
        isVatPayer: false,
      },
    });
    expect(toBillingInfo(profile)).toMatchObject({
      street: 'A 1',
      street2: '',
      postalCode: '602 00',
      countryCode: 'SK',
      vatId: 'SK123',
      companyName: '',
    });
    expect(toBillingInfo({ ...profile, address: null, billingInfo: null })).toMatchObject({
      countryCode: 'CZ',
      isVatPayer: false,
    });
    const { client } = signedInClient();
    server.use(...scenario('populated'));
    const { result } = renderDataHook(() => useBillingInfo(), client);
    await waitFor(() => expect(result.current.billingInfo?.companyName).toBe('Nováková s.r.o.'));
  });

  it('invoices: list and PDF download under the server name', async () => {
    const { client } = signedInClient();
    const db = createMockDb();
    server.use(...scenario('populated', { db }));
    const { result } = renderDataHook(
      () => ({ list: useInvoices({ limit: 2 }), download: useDownloadInvoice() }),
      client,
    );
    await waitFor(() => expect(result.current.list.invoices).toHaveLength(2));
    expect(result.current.list.pagination).toMatchObject({ total: 6, totalPages: 3 });
    const file = await result.current.download(db.invoices[0]?.id ?? '');
    expect(file.filename).toBe('faktura-2026-0001.pdf');
  });

  it('account hooks: settings, sessions, login history, stats, suspicious logins, API keys', async () => {
    const { client } = signedInClient();
    server.use(...scenario('populated'));
    const { result } = renderDataHook(
      () => ({
        settings: useSettings(),
        updateSettings: useUpdateSettings(),
        sessions: useActiveSessions(),
        terminateOthers: useTerminateOtherSessions(),
        history: useLoginHistory({ limit: 5 }),
        stats: useLoginStats(),
        suspicious: useSuspiciousLogins(),
        apiKeys: useApiKeys(),
        createApiKey: useCreateApiKey(),
      }),
      client,
    );
    await waitFor(() => expect(result.current.settings.settings?.timezone).toBe('Europe/Prague'));
    await waitFor(() => expect(result.current.sessions.sessions).toHaveLength(3));
    await waitFor(() => expect(result.current.history.logins).toHaveLength(5));
    await waitFor(() => expect(result.current.stats.stats?.totalLogins).toBe(12));
    await waitFor(() => expect(result.current.suspicious.logins?.every((login) => login.suspicious)).toBe(true));
    await waitFor(() => expect(result.current.apiKeys.apiKeys).toHaveLength(2));

    await act(() => result.current.updateSettings.trigger({ theme: 'dark' }));
    await waitFor(() => expect(result.current.settings.settings?.theme).toBe('dark'));
    await act(() => result.current.terminateOthers.trigger());
    await waitFor(() => expect(result.current.sessions.sessions).toHaveLength(1));
    const created = await act(() => result.current.createApiKey.trigger({ name: 'CI' }));
    expect(created.secret.startsWith('hk_')).toBe(true);
    await waitFor(() => expect(result.current.apiKeys.apiKeys).toHaveLength(3));
  });

  it('team members and invitations', async () => {
    const { client } = signedInClient();
    const db = createMockDb();
    const teamId = db.teams[0]?.id ?? '';
    server.use(...scenario('populated', { db }));
    const { result } = renderDataHook(
      () => ({
        members: useTeamMembers(teamId),
        invitations: useTeamInvitations(teamId),
        invite: useInviteTeamMember(),
      }),
      client,
    );
    await waitFor(() => expect(result.current.members.members).toHaveLength(3));
    await waitFor(() => expect(result.current.invitations.invitations).toHaveLength(1));
    await act(() => result.current.invite.trigger({ teamId, email: 'novy@example.cz' }));
    await waitFor(() => expect(result.current.invitations.invitations).toHaveLength(2));
  });

  it('an invitation link: preview, decline (the preview then says declined), another address refused', async () => {
    const { client } = signedInClient();
    server.use(...scenario('populated'));
    const token = invitationLinkTokens.pending;
    const { result } = renderDataHook(
      () => ({
        preview: useTeamInvitationPreview(token),
        accept: useAcceptTeamInvitation(),
        decline: useDeclineTeamInvitation(),
      }),
      client,
    );
    await waitFor(() => expect(result.current.preview.data?.invitation.teamName).toBe('Dohled – Brno'));
    await expect(result.current.accept.trigger(invitationLinkTokens.forAnotherAddress)).rejects.toMatchObject({
      status: 403,
      code: 'INVITATION_WRONG_ACCOUNT',
    });
    await act(() => result.current.decline.trigger(token));
    await waitFor(() => expect(result.current.preview.error?.code).toBe('INVITATION_DECLINED'));
  });
});
