import {
  confirmEmailChangeDataSchema,
  EMAIL_CHANGE_TOKEN_PARAM,
  emailChangeDataSchema,
  userSchema,
} from '@hlidka/contract';
import { expect, it, vi } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, login, registerUser, uniqueEmail } from '../../testing/auth';

/** The token of the confirmation link in the last e-mail to `to`. */
function tokenSentTo(mails: { to: string; text: string }[], to: string): string {
  const mail = mails.filter((m) => m.to === to).at(-1);
  const match = new RegExp(`${EMAIL_CHANGE_TOKEN_PARAM}=([\\w-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no confirmation link sent to ${to}`);
  return match[1];
}

/** Background e-mails are sent after the answer: wait until one reaches `to`. */
async function mailTo(t: { mailer: { to(a: string): { to: string; text: string; subject: string }[] } }, to: string) {
  await vi.waitFor(() => expect(t.mailer.to(to)).not.toHaveLength(0), { timeout: 15_000, interval: 10 });
  return t.mailer.to(to);
}

describeEachApp('e-mail change', (t) => {
  const post = (url: string, token: string | null, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });

  it('needs the password; the address changes only when the link sent to the new address is used', async () => {
    const user = await registerUser(t.app);
    const newEmail = uniqueEmail('nova');
    const noPassword = expectError(await post('/api/user/email-change', user.token, { newEmail }), 400);
    expect(noPassword.errors?.password).toEqual(['Pro změnu e-mailu zadejte své heslo.']);
    const wrong = expectError(
      await post('/api/user/email-change', user.token, { newEmail, password: 'špatné heslo' }),
      400,
    );
    expect(wrong.errors?.password).toEqual(['Současné heslo není správné']);
    const same = expectError(
      await post('/api/user/email-change', user.token, { newEmail: user.email.toUpperCase(), password: user.password }),
      400,
    );
    expect(same.errors?.newEmail).toEqual(['Toto je vaše současná e-mailová adresa.']);

    const requested = await post('/api/user/email-change', user.token, {
      newEmail: newEmail.toUpperCase(),
      password: user.password,
    });
    const data = expectData(requested, emailChangeDataSchema);
    expect(data.pending?.newEmail).toBe(newEmail);
    expect(requested.json().message).toBe('Na novou adresu jsme poslali odkaz pro potvrzení změny.');
    const mails = await mailTo(t, newEmail);
    expect(mails[0]?.subject).toBe('Potvrďte novou e-mailovou adresu – Hlídka');
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/settings/profile?${EMAIL_CHANGE_TOKEN_PARAM}=`);
    // Nothing has changed yet.
    const pending = expectData(
      await t.app.inject({ method: 'GET', url: '/api/user/email-change', headers: bearer(user.token) }),
      emailChangeDataSchema,
    );
    expect(pending.pending?.newEmail).toBe(newEmail);
    const before = expectData(await t.app.inject({ url: '/api/user', headers: bearer(user.token) }), userSchema);
    expect(before.email).toBe(user.email);

    const token = tokenSentTo(mails, newEmail);
    const confirmed = expectData(
      await post('/api/user/email-change/confirm', null, { token }),
      confirmEmailChangeDataSchema,
    );
    expect(confirmed).toEqual({ changed: true, email: newEmail });
    const after = expectData(await t.app.inject({ url: '/api/user', headers: bearer(user.token) }), userSchema);
    expect(after.email).toBe(newEmail);
    await login(t.app, newEmail, user.password);
    const notice = await mailTo(t, user.email);
    expect(notice.at(-1)?.subject).toBe('E-mail účtu byl změněn – Hlídka');
    // The link works once.
    const reused = expectError(await post('/api/user/email-change/confirm', null, { token }), 400);
    expect(reused.message).toBe('Odkaz pro změnu e-mailu je neplatný, už byl použit, nebo vypršel.');
  });

  it('refuses an address another account has, an expired link, and can be withdrawn', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const taken = expectError(
      await post('/api/user/email-change', user.token, { newEmail: other.email, password: user.password }),
      409,
      'CONFLICT',
    );
    expect(taken.errors?.newEmail).toEqual(['Účet s tímto e-mailem už existuje']);

    const newEmail = uniqueEmail('pozdni');
    expectData(
      await post('/api/user/email-change', user.token, { newEmail, password: user.password }),
      emailChangeDataSchema,
    );
    const token = tokenSentTo(await mailTo(t, newEmail), newEmail);
    t.clock.advance(25 * 3600 * 1000);
    expectError(await post('/api/user/email-change/confirm', null, { token }), 400, 'VALIDATION_ERROR');
    const { token: fresh } = await login(t.app, user.email, user.password);
    const none = expectData(
      await t.app.inject({ method: 'GET', url: '/api/user/email-change', headers: bearer(fresh) }),
      emailChangeDataSchema,
    );
    expect(none.pending).toBeNull();

    const again = uniqueEmail('znovu');
    expectData(
      await post('/api/user/email-change', fresh, { newEmail: again, password: user.password }),
      emailChangeDataSchema,
    );
    const second = tokenSentTo(await mailTo(t, again), again);
    const withdrawn = expectData(
      await t.app.inject({ method: 'DELETE', url: '/api/user/email-change', headers: bearer(fresh) }),
      emailChangeDataSchema,
    );
    expect(withdrawn.pending).toBeNull();
    expectError(await post('/api/user/email-change/confirm', null, { token: second }), 400);
  });
});
