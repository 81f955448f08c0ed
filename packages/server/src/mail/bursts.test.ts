import {
  EMAIL_CHANGE_TOKEN_PARAM,
  emailChangeDataSchema,
  forgotPasswordDataSchema,
  statusPageDataSchema,
  subscribeDataSchema,
} from '@hlidka/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it, vi } from 'vitest';
import { sendDueMonthlyReports } from '../modules/reports/monthly';
import { describeEachApp } from '../testing/app';
import { bearer, expectData, expectError, registerUser, uniqueEmail } from '../testing/auth';
import { createWebsites } from '../testing/billing';
import { insertWebsite } from '../testing/incidents';
import { createTeam } from '../testing/teams';

/**
 * A burst never multiplies e-mails: 20 requests at the same moment send what one would, for every rule that limits
 * how often an e-mail goes out. On PostgreSQL the requests really run side by side (a pool of five connections).
 * The HTTP rate limiter is off, so only the e-mail rules decide.
 */
const BURST = 20;
const burst = (request: () => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: BURST }, () => request()));

describeEachApp(
  'a burst of requests sends one e-mail',
  (t) => {
    /** Background e-mails go out after the answer: wait for the first, then there must be exactly one. */
    const exactlyOneTo = async (address: string) => {
      await vi.waitFor(() => expect(t.mailer.to(address)).not.toHaveLength(0), { timeout: 15_000, interval: 10 });
      expect(t.mailer.to(address)).toHaveLength(1);
      return t.mailer.to(address)[0];
    };

    it('status page subscription: one confirmation per address, the answers as for any repeat', async () => {
      const owner = await registerUser(t.app);
      const [websiteId] = await createWebsites(t.app, owner, 1);
      const slug = `burst-${Date.now().toString(36)}`;
      expectData(
        await t.app.inject({
          method: 'POST',
          url: '/api/status-pages',
          headers: bearer(owner.token),
          payload: { name: 'Acme', slug, groups: [{ name: 'Služby', websites: [{ websiteId, displayName: 'Web' }] }] },
        }),
        statusPageDataSchema,
        201,
      );
      const email = uniqueEmail('odberatel');
      const answers = await burst(() =>
        t.app.inject({ method: 'POST', url: `/api/public/status-pages/${slug}/subscribers`, payload: { email } }),
      );
      const data = answers.map((answer) => expectData(answer, subscribeDataSchema, 202));
      expect(data.filter((d) => d.confirmationSent)).toHaveLength(1);
      expect(data.filter((d) => !d.confirmationSent)).toEqual(
        Array(BURST - 1).fill({ kind: 'email', confirmationSent: false }),
      );
      await exactlyOneTo(email);
    });

    it('password reset: one link, and every answer the same as for an unknown address', async () => {
      const user = await registerUser(t.app);
      const answers = await burst(() =>
        t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } }),
      );
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: uniqueEmail('nikdo') },
      });
      const expected = { ...expectData(unknown, forgotPasswordDataSchema) };
      for (const answer of answers) expect(expectData(answer, forgotPasswordDataSchema)).toEqual(expected);
      const mail = await exactlyOneTo(user.email);
      expect(mail?.subject).toBe('Obnovení hesla – Hlídka');
    });

    it('e-mail change: one confirmation to the new address, and its link is the pending one', async () => {
      const user = await registerUser(t.app);
      const newEmail = uniqueEmail('nova');
      const answers = await burst(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/email-change',
          headers: bearer(user.token),
          payload: { newEmail, password: user.password },
        }),
      );
      for (const answer of answers) {
        expect(expectData(answer, emailChangeDataSchema).pending?.newEmail).toBe(newEmail);
        expect(answer.json().message).toBe('Na novou adresu jsme poslali odkaz pro potvrzení změny.');
      }
      const mail = await exactlyOneTo(newEmail);
      const token = new RegExp(`${EMAIL_CHANGE_TOKEN_PARAM}=([\\w-]+)`).exec(mail?.text ?? '')?.[1];
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/user/email-change/confirm',
        payload: { token },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    });

    it('team invitation: one e-mail; the other requests are told the address is invited already', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const email = uniqueEmail('pozvany');
      const answers = await burst(() =>
        t.app.inject({
          method: 'POST',
          url: `/api/teams/${team.id}/invitations`,
          headers: bearer(owner.token),
          payload: { email, role: 'editor' },
        }),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.statusCode !== 201)) {
        expect(expectError(answer, 409, 'CONFLICT').errors?.email).toEqual(['Na tuto adresu už čeká platná pozvánka']);
      }
      await exactlyOneTo(email);
    });

    it('monthly report: 20 runs at once send each recipient one report', async () => {
      t.clock.set('2026-03-10T08:00:00Z');
      const user = await registerUser(t.app);
      const site = await insertWebsite(t.db, user.user.id, { name: 'Portál' });
      const recipient = uniqueEmail('klient');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/reports/saved',
        headers: bearer(user.token),
        payload: {
          name: 'Měsíční SLA',
          scope: 'websites',
          websiteIds: [site],
          period: 'this_month',
          schedule: { monthly: true, recipients: [recipient], language: 'cs' },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      t.clock.set('2026-04-01T00:10:00Z');
      const deps = { db: t.db, mailer: t.mailer, publicUrl: t.config.publicUrl };
      const runs = await Promise.all(Array.from({ length: BURST }, () => sendDueMonthlyReports(deps, t.clock.now())));
      expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
      await exactlyOneTo(recipient);
    });
  },
  { rateLimit: false },
);
