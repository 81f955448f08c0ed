import {
  type AuditEvent,
  auditListDataSchema,
  checkoutSessionSchema,
  EMAIL_CHANGE_TOKEN_PARAM,
  incidentListDataSchema,
  paymentMethodListDataSchema,
  savedReportDataSchema,
} from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { pathOf, submitHostedForm, subscribeThroughCheckout } from '../../testing/billing';
import { openIncident } from '../../testing/notifications';
import { bearer, createTeam, expectData, login, registerUser, uniqueEmail } from '../../testing/teams';

// Issue 30 §3, what was left: every kind of change a person makes writes one audit entry through `recordAudit`, with
// before and after where there is a before — incidents and what belongs to them, the account (profile, settings,
// terms, password, e-mail), billing (data, cards, checkout, subscription) and saved reports; and each entry commits
// with its change or not at all.

const ADDRESS = '192.0.2.44';
const BROWSER = 'AuditCoverage/1.0';

describeEachApp('audit log: every kind of change', (t) => {
  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, token: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), 'user-agent': BROWSER },
      remoteAddress: ADDRESS,
      ...(payload === undefined ? {} : { payload }),
    });
  const ok = async (method: Method, url: string, token: string | null, payload?: object) => {
    const response = await call(method, url, token, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    // Entries of one moment have no order among them: each step of a case gets its own second.
    t.clock.advance(1000);
    return response.json().data;
  };
  /** The newest entry of this action and resource type in the user's log (or the team's). */
  const latest = async (user: Registered, action: string, resourceType: string, teamId?: string) => {
    const query = `?action=${action}&resourceType=${resourceType}${teamId ? `&teamId=${teamId}` : ''}`;
    const { events } = expectData(await call('GET', `/api/audit${query}`, user.token), auditListDataSchema);
    return events[0];
  };

  /** A user's website with an open incident (resolved when asked); answers its id. */
  async function incidentOf(user: Registered, resolve = false) {
    const { websiteId } = await openIncident(t.database, user.user.id, { name: 'E-shop' });
    const list = expectData(
      await call('GET', `/api/incidents?websiteId=${websiteId}`, user.token),
      incidentListDataSchema,
    );
    const id = list.incidents[0]?.id as string;
    if (resolve) await ok('POST', `/api/incidents/${id}/resolve`, user.token, {});
    return id;
  }

  /** The token of the last e-mail to `to` matching `pattern` (background e-mails go out after the answer). */
  async function tokenMailedTo(to: string, pattern: RegExp) {
    await expect.poll(() => t.mailer.to(to).some((m) => pattern.test(m.text)), { timeout: 15_000 }).toBe(true);
    const mail = t.mailer
      .to(to)
      .filter((m) => pattern.test(m.text))
      .at(-1);
    return pattern.exec(mail?.text ?? '')?.[1] as string;
  }

  /** A report body over one new website of the user's. */
  async function reportBody(user: Registered, name: string) {
    const { website } = await ok('POST', '/api/websites', user.token, { name: 'Blog', url: 'https://blog.example.cz' });
    return { name, scope: 'websites', websiteIds: [website.id], period: 'last_month' };
  }

  async function addCard(user: Registered, card: string) {
    const session = expectData(
      await call('POST', '/api/payment-methods/setup-session', user.token),
      checkoutSessionSchema,
    );
    expect((await t.app.inject({ method: 'GET', url: pathOf(session.redirectUrl) })).statusCode).toBe(200);
    const saved = await submitHostedForm(t.app, session.redirectUrl, { action: 'pay', card, expiry: '3/2031' });
    expect(saved.statusCode, saved.body).toBe(303);
  }

  /**
   * One row per newly recorded action: `run` makes the change as `user` and answers the entry expected (a subset of
   * the newest entry of its action and resource type in the user's log).
   */
  const cases: { name: string; run: (user: Registered) => Promise<Partial<AuditEvent>> }[] = [
    {
      name: 'acknowledging an incident',
      run: async (user) => {
        const id = await incidentOf(user);
        await ok('POST', `/api/incidents/${id}/acknowledge`, user.token, {});
        return {
          action: 'acknowledge',
          resourceType: 'incident',
          resourceId: id,
          resourceName: 'E-shop',
          before: expect.objectContaining({ status: 'open' }),
          after: expect.objectContaining({ status: 'acknowledged' }),
        };
      },
    },
    {
      name: 'resolving an incident',
      run: async (user) => {
        const id = await incidentOf(user);
        await ok('POST', `/api/incidents/${id}/resolve`, user.token, {});
        return {
          action: 'resolve',
          resourceType: 'incident',
          resourceId: id,
          before: expect.objectContaining({ status: 'open' }),
          after: expect.objectContaining({ status: 'resolved' }),
        };
      },
    },
    {
      name: "a note on an incident's timeline",
      run: async (user) => {
        const id = await incidentOf(user);
        await ok('POST', `/api/incidents/${id}/notes`, user.token, { body: 'Restartujeme databázi.' });
        return { action: 'note', resourceType: 'incident', resourceId: id, after: { note: 'Restartujeme databázi.' } };
      },
    },
    {
      name: 'posting a public update',
      run: async (user) => {
        const id = await incidentOf(user);
        const message = { cs: 'Hledáme příčinu.', en: null };
        const { update } = await ok('POST', `/api/incidents/${id}/updates`, user.token, {
          status: 'investigating',
          message,
        });
        return {
          action: 'create',
          resourceType: 'incident_update',
          resourceId: update.id,
          resourceName: 'E-shop',
          before: null,
          after: { status: 'investigating', messageCs: 'Hledáme příčinu.', messageEn: null },
        };
      },
    },
    {
      name: 'editing a public update',
      run: async (user) => {
        const id = await incidentOf(user);
        const message = { cs: 'Hledáme příčinu.', en: null };
        const { update } = await ok('POST', `/api/incidents/${id}/updates`, user.token, {
          status: 'investigating',
          message,
        });
        await ok('PATCH', `/api/incidents/${id}/updates/${update.id}`, user.token, { status: 'identified' });
        return {
          action: 'update',
          resourceType: 'incident_update',
          resourceId: update.id,
          before: expect.objectContaining({ status: 'investigating' }),
          after: expect.objectContaining({ status: 'identified' }),
        };
      },
    },
    {
      name: 'deleting a public update',
      run: async (user) => {
        const id = await incidentOf(user);
        const message = { cs: 'Omylem.', en: null };
        const { update } = await ok('POST', `/api/incidents/${id}/updates`, user.token, {
          status: 'identified',
          message,
        });
        await ok('DELETE', `/api/incidents/${id}/updates/${update.id}`, user.token);
        return {
          action: 'delete',
          resourceType: 'incident_update',
          resourceId: update.id,
          before: expect.objectContaining({ messageCs: 'Omylem.' }),
          after: null,
        };
      },
    },
    {
      name: 'writing a postmortem',
      run: async (user) => {
        const id = await incidentOf(user, true);
        await ok('PUT', `/api/incidents/${id}/postmortem`, user.token, { body: 'Disk se zaplnil.', published: false });
        return {
          action: 'create',
          resourceType: 'postmortem',
          resourceId: id,
          before: null,
          after: { body: 'Disk se zaplnil.', published: false },
        };
      },
    },
    {
      name: 'publishing a postmortem',
      run: async (user) => {
        const id = await incidentOf(user, true);
        await ok('PUT', `/api/incidents/${id}/postmortem`, user.token, { body: 'Disk se zaplnil.', published: false });
        await ok('PUT', `/api/incidents/${id}/postmortem`, user.token, { body: 'Disk se zaplnil.', published: true });
        return {
          action: 'update',
          resourceType: 'postmortem',
          before: { body: 'Disk se zaplnil.', published: false },
          after: { body: 'Disk se zaplnil.', published: true },
        };
      },
    },
    {
      name: 'deleting a postmortem',
      run: async (user) => {
        const id = await incidentOf(user, true);
        await ok('PUT', `/api/incidents/${id}/postmortem`, user.token, { body: 'Koncept.', published: false });
        await ok('DELETE', `/api/incidents/${id}/postmortem`, user.token);
        return { action: 'delete', resourceType: 'postmortem', before: { body: 'Koncept.', published: false } };
      },
    },
    {
      name: 'changing the profile',
      run: async (user) => {
        await ok('PUT', '/api/user', user.token, { firstName: 'Eva' });
        return {
          action: 'update',
          resourceType: 'account',
          resourceId: user.user.id,
          before: expect.objectContaining({ firstName: 'Jana' }),
          after: expect.objectContaining({ firstName: 'Eva' }),
        };
      },
    },
    {
      name: 'changing the settings',
      run: async (user) => {
        await ok('PUT', '/api/user/settings', user.token, { theme: 'dark' });
        return {
          action: 'update',
          resourceType: 'account',
          after: expect.objectContaining({ theme: 'dark' }),
        };
      },
    },
    {
      name: 'removing the profile picture',
      run: async (user) => {
        await ok('PUT', '/api/user', user.token, { avatarUrl: 'https://example.cz/ja.png' });
        await ok('DELETE', '/api/user/avatar', user.token);
        return {
          action: 'update',
          resourceType: 'account',
          before: expect.objectContaining({ avatarUrl: 'https://example.cz/ja.png' }),
          after: expect.objectContaining({ avatarUrl: null }),
        };
      },
    },
    {
      name: 'accepting the terms',
      run: async (user) => {
        await ok('POST', '/api/user/accept-terms', user.token, { termsAccepted: true, marketingConsent: true });
        return {
          action: 'update',
          resourceType: 'account',
          after: expect.objectContaining({ marketingConsent: true }),
        };
      },
    },
    {
      name: 'changing the password (never its value)',
      run: async (user) => {
        const newPassword = 'Úplně nové heslo 2026';
        await ok('POST', '/api/user/change-password', user.token, { currentPassword: user.password, newPassword });
        return {
          action: 'password_change',
          resourceType: 'account',
          resourceId: user.user.id,
          before: null,
          after: null,
        };
      },
    },
    {
      name: 'resetting the password from the e-mailed link, signed out',
      run: async (user) => {
        await ok('POST', '/api/forgot-password', null, { email: user.email });
        const token = await tokenMailedTo(user.email, /reset-password\?token=([A-Za-z0-9_-]+)/);
        const password = 'Heslo z odkazu 2026';
        await ok('POST', '/api/reset-password', null, { token, password });
        // The reset signed every session out.
        user.token = (await login(t.app, user.email, password)).token;
        return {
          action: 'password_reset',
          resourceType: 'account',
          actor: expect.objectContaining({ userId: user.user.id }),
        };
      },
    },
    {
      name: 'asking for an e-mail change',
      run: async (user) => {
        const newEmail = uniqueEmail('nova');
        await ok('POST', '/api/user/email-change', user.token, { newEmail, password: user.password });
        return {
          action: 'email_change_request',
          resourceType: 'account',
          before: { email: user.email },
          after: { email: newEmail },
        };
      },
    },
    {
      name: 'cancelling an e-mail change',
      run: async (user) => {
        const newEmail = uniqueEmail('zrusena');
        await ok('POST', '/api/user/email-change', user.token, { newEmail, password: user.password });
        await ok('DELETE', '/api/user/email-change', user.token);
        return { action: 'email_change_cancel', resourceType: 'account', before: { pendingEmail: newEmail } };
      },
    },
    {
      name: 'confirming an e-mail change from the link, signed out',
      run: async (user) => {
        const newEmail = uniqueEmail('potvrzena');
        await ok('POST', '/api/user/email-change', user.token, { newEmail, password: user.password });
        const token = await tokenMailedTo(newEmail, new RegExp(`${EMAIL_CHANGE_TOKEN_PARAM}=([\\w-]+)`));
        await ok('POST', '/api/user/email-change/confirm', null, { token });
        return {
          action: 'email_change',
          resourceType: 'account',
          actor: expect.objectContaining({ userId: user.user.id }),
          before: { email: user.email },
          after: { email: newEmail },
        };
      },
    },
    {
      name: 'changing the notification settings',
      run: async (user) => {
        await ok('PUT', '/api/user/notification-settings', user.token, { digest: 'hourly' });
        return {
          action: 'update',
          resourceType: 'account',
          before: { notifications: expect.objectContaining({ digest: 'instant' }) },
          after: { notifications: expect.objectContaining({ digest: 'hourly' }) },
        };
      },
    },
    {
      name: 'signing out the other devices',
      run: async (user) => {
        await login(t.app, user.email, user.password);
        await login(t.app, user.email, user.password);
        await ok('POST', '/api/user/sessions/terminate-all-others', user.token);
        return { action: 'session_end', resourceType: 'account', after: { sessions: 2 } };
      },
    },
    {
      name: 'signing out one device',
      run: async (user) => {
        await login(t.app, user.email, user.password);
        const { sessions } = await ok('GET', '/api/user/active-sessions', user.token);
        const other = (sessions as { id: string; current: boolean }[]).find((session) => !session.current);
        await ok('POST', `/api/user/sessions/${other?.id}/terminate`, user.token);
        return { action: 'session_end', resourceType: 'account', after: { sessions: 1 } };
      },
    },
    {
      name: 'changing the billing data',
      run: async (user) => {
        await ok('PUT', '/api/users/profile', user.token, { city: 'Brno', companyName: 'Nováková s.r.o.' });
        return {
          action: 'update',
          resourceType: 'billing_profile',
          before: expect.objectContaining({ address: null, billingInfo: null }),
          after: expect.objectContaining({
            address: expect.objectContaining({ city: 'Brno' }),
            billingInfo: expect.objectContaining({ companyName: 'Nováková s.r.o.' }),
          }),
        };
      },
    },
    {
      name: 'making a card the default',
      run: async (user) => {
        await addCard(user, '4242 4242 4242 4242');
        await addCard(user, '5555555555554444');
        const { paymentMethods } = expectData(
          await call('GET', '/api/payment-methods', user.token),
          paymentMethodListDataSchema,
        );
        const second = paymentMethods.find((c) => c.last4 === '4444');
        await ok('POST', `/api/payment-methods/${second?.id}/default`, user.token);
        return {
          action: 'update',
          resourceType: 'payment_method',
          resourceId: second?.id,
          before: expect.objectContaining({ last4: '4444', isDefault: false }),
          after: expect.objectContaining({ last4: '4444', isDefault: true }),
        };
      },
    },
    {
      name: 'removing a card',
      run: async (user) => {
        await addCard(user, '4242 4242 4242 4242');
        const { paymentMethods } = expectData(
          await call('GET', '/api/payment-methods', user.token),
          paymentMethodListDataSchema,
        );
        await ok('DELETE', `/api/payment-methods/${paymentMethods[0]?.id}`, user.token);
        return {
          action: 'delete',
          resourceType: 'payment_method',
          before: expect.objectContaining({ last4: '4242' }),
          after: null,
        };
      },
    },
    {
      name: "starting a paid plan's checkout",
      run: async (user) => {
        await ok('POST', '/api/checkout/session', user.token, { planId: 'pro', interval: 'year' });
        return {
          action: 'checkout',
          resourceType: 'subscription',
          resourceName: 'pro',
          after: expect.objectContaining({ planId: 'pro', interval: 'year' }),
        };
      },
    },
    {
      name: 'cancelling a paid subscription',
      run: async (user) => {
        const subscription = await subscribeThroughCheckout(t.app, user);
        await ok('POST', `/api/subscriptions/${subscription.id}/cancel`, user.token);
        return {
          action: 'cancel',
          resourceType: 'subscription',
          resourceId: subscription.id,
          before: expect.objectContaining({ status: 'active', cancelledAt: null }),
          after: expect.objectContaining({ planId: 'pro', cancelledAt: expect.any(String) }),
        };
      },
    },
    {
      name: 'saving a report',
      run: async (user) => {
        const body = await reportBody(user, 'Měsíční přehled');
        const { report } = expectData(
          await call('POST', '/api/reports/saved', user.token, body),
          savedReportDataSchema,
          201,
        );
        return {
          action: 'create',
          resourceType: 'saved_report',
          resourceId: report.id,
          resourceName: 'Měsíční přehled',
          before: null,
        };
      },
    },
    {
      name: 'changing a saved report',
      run: async (user) => {
        const body = await reportBody(user, 'Přehled');
        const { report } = expectData(
          await call('POST', '/api/reports/saved', user.token, body),
          savedReportDataSchema,
          201,
        );
        await ok('PUT', `/api/reports/saved/${report.id}`, user.token, { ...body, period: 'this_month' });
        return {
          action: 'update',
          resourceType: 'saved_report',
          before: expect.objectContaining({ period: 'last_month' }),
          after: expect.objectContaining({ period: 'this_month' }),
        };
      },
    },
    {
      name: 'deleting a saved report',
      run: async (user) => {
        const body = await reportBody(user, 'Starý přehled');
        const { report } = expectData(
          await call('POST', '/api/reports/saved', user.token, body),
          savedReportDataSchema,
          201,
        );
        await ok('DELETE', `/api/reports/saved/${report.id}`, user.token);
        return { action: 'delete', resourceType: 'saved_report', resourceName: 'Starý přehled', after: null };
      },
    },
  ];

  it.each(cases)('records $name', async ({ run }) => {
    const user = await registerUser(t.app, { firstName: 'Jana', lastName: 'Nováková' });
    const expected = await run(user);
    const entry = await latest(user, expected.action as string, expected.resourceType as string);
    expect(entry).toMatchObject({
      actor: expect.objectContaining({ userId: user.user.id, erased: false }),
      ip: ADDRESS,
      userAgent: BROWSER,
      teamId: null,
      ...expected,
    });
  });

  it("records an SSO domain's removal in the team's log", async () => {
    const owner = await registerUser(t.app);
    const team = await createTeam(t.app, owner, 'Tým s doménou');
    const { domain } = await ok('POST', `/api/teams/${team.id}/sso/domains`, owner.token, { domain: 'firma-audit.cz' });
    await ok('DELETE', `/api/teams/${team.id}/sso/domains/${domain.id}`, owner.token);
    expect(await latest(owner, 'delete', 'sso_domain', team.id)).toMatchObject({
      teamId: team.id,
      resourceId: domain.id,
      resourceName: 'firma-audit.cz',
      before: { domain: 'firma-audit.cz', verifiedAt: null },
      after: null,
      actor: expect.objectContaining({ userId: owner.user.id }),
    });
  });

  describe("inside the change's transaction", () => {
    /** Make the database refuse audit entries that mention `marker` (as a crash between the two writes would). */
    async function refuseAuditOf(marker: string) {
      await t.db.execute(
        sql.raw(`create or replace function audit_test_refuse() returns trigger language plpgsql as $$
          begin
            if coalesce(new.resource_name, '') like '%${marker}%' or coalesce(new.after::text, '') like '%${marker}%'
            then raise exception 'audit entry refused by the test'; end if;
            return new;
          end $$`),
      );
      await t.db.execute(sql.raw('drop trigger if exists audit_test_refuse on audit_events'));
      await t.db.execute(
        sql.raw(
          'create trigger audit_test_refuse before insert on audit_events for each row execute function audit_test_refuse()',
        ),
      );
    }
    const allowAudit = () => t.db.execute(sql.raw('drop trigger if exists audit_test_refuse on audit_events'));

    it('a change whose entry cannot be written does not happen', async () => {
      const user = await registerUser(t.app, { firstName: 'Jana' });
      const id = await incidentOf(user);
      await refuseAuditOf('neuloží');
      try {
        const report = await reportBody(user, 'Přehled neuloží');
        expect((await call('POST', '/api/reports/saved', user.token, report)).statusCode).toBe(500);
        expect((await call('PUT', '/api/user', user.token, { firstName: 'Eva neuloží' })).statusCode).toBe(500);
        expect((await call('PUT', '/api/users/profile', user.token, { city: 'Brno neuloží' })).statusCode).toBe(500);
        const note = { body: 'Poznámka se neuloží' };
        expect((await call('POST', `/api/incidents/${id}/notes`, user.token, note)).statusCode).toBe(500);
      } finally {
        await allowAudit();
      }
      const reports = await ok('GET', '/api/reports/saved', user.token);
      expect(reports.reports).toEqual([]);
      expect((await ok('GET', '/api/user', user.token)).firstName).toBe('Jana');
      expect((await ok('GET', '/api/users/profile', user.token)).profile.address).toBeNull();
      expect((await ok('GET', `/api/incidents/${id}`, user.token)).incident.notes).toEqual([]);
    });

    it('an invitation whose e-mail could not be sent is recorded as made and withdrawn', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner, 'Tým s poštou');
      const email = uniqueEmail('nedoruceno');
      vi.spyOn(t.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
      try {
        const response = await call('POST', `/api/teams/${team.id}/invitations`, owner.token, {
          email,
          role: 'editor',
        });
        expect(response.statusCode).toBe(503);
      } finally {
        vi.restoreAllMocks();
      }
      const invited = await latest(owner, 'invite', 'team_invitation', team.id);
      const withdrawn = await latest(owner, 'revoke_invitation', 'team_invitation', team.id);
      expect(invited).toMatchObject({ resourceName: email });
      expect(withdrawn).toMatchObject({ resourceName: email, resourceId: invited?.resourceId });
    });
  });
});
