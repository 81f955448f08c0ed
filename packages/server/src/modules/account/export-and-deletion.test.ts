import { randomUUID } from 'node:crypto';
import {
  accountExportSchema,
  affiliateAccountDataSchema,
  createdApiKeyDataSchema,
  deleteAccountDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { affiliateCommissions } from '../../db/schema/affiliate';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, login, type Registered, registerUser, uniqueEmail } from '../../testing/auth';
import { createTeam } from '../../testing/teams';
import { recordCommissionForPaidInvoice } from '../affiliate/service';
import { countUserRows } from './user-tables';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const affiliateBody = {
  termsAccepted: true,
  payout: { method: 'czech_account', accountHolder: 'Jan Novák', accountNumber: '19-2000145399/0800' },
  invoicing: { name: 'Jan Novák', isVatPayer: false, street: 'Dlouhá 1', city: 'Praha', postalCode: '110 00' },
};

describeEachApp('account export and deletion', (t) => {
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

  /** A user with rows in as many tables as the API can reach, referred by an affiliate, and one themselves. */
  async function busyUser(): Promise<{ user: Registered; apiKeySecret: string; invoiceId: string }> {
    const referrer = await registerUser(t.app);
    const { affiliate } = expectData(
      await call('POST', '/api/affiliate/register', referrer.token, affiliateBody),
      affiliateAccountDataSchema,
      201,
    );
    const user = await registerUser(t.app, { referralCode: affiliate.code });
    await login(t.app, user.email, user.password);
    await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: user.email, password: 'nesprávné heslo' },
    });
    const { secret } = expectData(
      await call('POST', '/api/api-keys', user.token, { name: 'Skript' }),
      createdApiKeyDataSchema,
      201,
    );
    await createTeam(t.app, user, 'Můj tým');
    await call('PUT', '/api/user/avatar', user.token, { contentType: 'image/png', data: PNG_BASE64 });
    await call('POST', '/api/user/email-change', user.token, {
      newEmail: uniqueEmail('nova'),
      password: user.password,
    });
    await call('POST', '/api/affiliate/register', user.token, affiliateBody);
    await call('POST', '/api/help/contact', user.token, {
      name: 'Jana',
      email: user.email,
      subject: 'Dotaz k účtu',
      message: 'Jak si stáhnu svá data?',
    });
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    const invoiceId = randomUUID();
    await recordCommissionForPaidInvoice(
      t.db,
      { userId: user.user.id, invoiceId, netAmountMinor: 29_900, currency: 'CZK', paidAt: t.clock.now() },
      t.config.affiliate,
    );
    return { user, apiKeySecret: secret, invoiceId };
  }

  it('exports everything stored about me as a JSON attachment, without secrets', async () => {
    const { user, apiKeySecret } = await busyUser();
    const response = await call('GET', '/api/user/export', user.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=hlidka-export-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const parsed = accountExportSchema.safeParse(response.json());
    expect(parsed.error).toBeUndefined();
    const data = parsed.data?.data ?? {};
    expect(parsed.data?.user.email).toBe(user.email);
    for (const key of [
      'account',
      'sessions',
      'loginEvents',
      'apiKeys',
      'teamMembers',
      'teams',
      'avatars',
      'emailChangeRequests',
      'affiliates',
      'affiliateReferrals',
      'helpRequests',
      'passwordResetTokens',
    ]) {
      expect(data[key]?.length ?? 0, key).toBeGreaterThan(0);
    }
    expect(data.apiKeys?.[0]).toMatchObject({ name: 'Skript' });
    expect(data.helpRequests?.[0]).toMatchObject({ subject: 'Dotaz k účtu' });
    expect(data.avatars?.[0]).not.toHaveProperty('data');
    const text = response.body;
    expect(text).not.toContain(apiKeySecret);
    expect(text).not.toMatch(/"(password_hash|key_hash|token_hash)"/);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('scrypt');
  });

  it('deletes every row of the user in every table that refers to them, and signs them out', async () => {
    const { user, invoiceId } = await busyUser();
    const before = await countUserRows(t.db, user.user.id);
    const filled = Object.entries(before)
      .filter(([, n]) => n > 0)
      .map(([key]) => key);
    expect(filled).toEqual(
      expect.arrayContaining([
        'sessions.user_id',
        'login_events.user_id',
        'api_keys.user_id',
        'team_members.user_id',
        'avatars.user_id',
        'email_change_requests.user_id',
        'affiliates.user_id',
        'affiliate_referrals.referred_user_id',
        'affiliate_commissions.referred_user_id',
        'help_requests.user_id',
        'password_reset_tokens.user_id',
      ]),
    );

    expectData(
      await t.app.inject({
        method: 'DELETE',
        url: '/api/account/delete',
        headers: bearer(user.token),
        payload: { password: user.password },
      }),
      deleteAccountDataSchema,
    );
    const after = await countUserRows(t.db, user.user.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    const [users] = await t.database.query('select count(*)::int as n from users where id = $1', [user.user.id]);
    expect(users?.n).toBe(0);
    // The commission stays the referrer's, without the customer's name.
    const [commission] = await t.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.invoiceId, invoiceId));
    expect(commission).toMatchObject({ referredUserId: null, customerLabel: null, amountMinor: 5980 });
    expectError(await call('GET', '/api/user', user.token), 401);
  });
});
