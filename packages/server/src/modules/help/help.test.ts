import { helpContactDataSchema } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { helpRequests } from '../../db/schema/help';
import { createSmtpMailer } from '../../mail/mailer';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, registerUser } from '../../testing/auth';
import { testConfig } from '../../testing/config';
import { describeEachDatabase } from '../../testing/databases';
import { startTestSmtpServer, type TestSmtpServer, textPart } from '../../testing/smtp';

const message = {
  name: 'Jana Nováková',
  email: 'jana.novakova@example.cz',
  subject: 'Kontrola hlásí výpadek,\r\nBcc: spam@example.com',
  message: 'Dobrý den,\nkontrola webu hlásí výpadek, i když web běží. <script>alert(1)</script>',
  category: 'websites',
};

describeEachApp('help contact', (t) => {
  it('refuses an anonymous caller and invalid input, with Czech field messages', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/help/contact', payload: message }), 401);
    const user = await registerUser(t.app);
    const invalid = expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/help/contact',
        headers: bearer(user.token),
        payload: { name: '', email: 'neplatny', subject: 'x', message: 'krátká', category: 'nic' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(Object.keys(invalid.errors ?? {}).sort()).toEqual(['category', 'email', 'message', 'name', 'subject']);
    expect(invalid.errors?.email).toEqual(['Zadejte platnou e-mailovou adresu.']);
  });

  it('stores the message, e-mails support (reply-to the sender) and confirms to the sender in their language', async () => {
    const user = await registerUser(t.app);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(user.token),
      payload: { language: 'en' },
    });
    expect(settings.statusCode).toBe(200);
    t.mailer.clear();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/help/contact',
      headers: bearer(user.token),
      payload: message,
    });
    const data = expectData(response, helpContactDataSchema, 201);
    expect(data.confirmationSent).toBe(true);
    expect(data.request).toMatchObject({ category: 'websites', subject: message.subject });
    expect(data.request.reference).toMatch(/^HLP-[A-Z2-9]{6}$/);
    expect(response.json().message).toBe(
      'Thank you, we have received your message. We have sent you a confirmation by e-mail.',
    );

    const [row] = await t.db.select().from(helpRequests).where(eq(helpRequests.id, data.request.id));
    expect(row).toMatchObject({ userId: user.user.id, email: message.email, language: 'en', category: 'websites' });
    expect(row?.supportNotifiedAt).toBeInstanceOf(Date);
    expect(row?.confirmationSentAt).toBeInstanceOf(Date);

    const [toSupport] = t.mailer.to('podpora@hlidka.test');
    expect(toSupport?.replyTo).toBe(message.email);
    expect(toSupport?.subject).toBe(`[${data.request.reference}] Kontrola hlásí výpadek, Bcc: spam@example.com`);
    expect(toSupport?.text).toContain(`Účet: ${user.email}`);
    expect(toSupport?.html).toContain('&lt;script&gt;');
    expect(toSupport?.html).not.toContain('<script>');
    const [confirmation] = t.mailer.to(message.email);
    expect(confirmation?.subject).toBe(`We received your message (${data.request.reference}) – Hlídka`);
    expect(confirmation?.text).toContain('> kontrola webu hlásí výpadek');
  });
});

describeEachApp(
  'help contact without SUPPORT_EMAIL',
  (t) => {
    it('still stores the message and confirms it', async () => {
      const user = await registerUser(t.app);
      t.mailer.clear();
      const data = expectData(
        await t.app.inject({
          method: 'POST',
          url: '/api/help/contact',
          headers: bearer(user.token),
          payload: { ...message, category: undefined },
        }),
        helpContactDataSchema,
        201,
      );
      expect(data.request.category).toBeNull();
      expect(t.mailer.sent.map((m) => m.to)).toEqual([message.email]);
      const [row] = await t.db.select().from(helpRequests).where(eq(helpRequests.id, data.request.id));
      expect(row?.supportNotifiedAt).toBeNull();
    });
  },
  { config: { supportEmail: null } },
);

describeEachDatabase('help contact over a real SMTP server', (d) => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const smtpConfig = { url: smtp.url, from: 'Hlídka <noreply@hlidka.test>' };
    app = await buildApp({
      config: testConfig({ smtp: smtpConfig, supportEmail: 'podpora@hlidka.test' }),
      database: d.database,
      mailer: createSmtpMailer(smtpConfig),
      appDist: null,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('delivers the message to support and the confirmation to the sender', async () => {
    const user = await registerUser(app);
    const data = expectData(
      await app.inject({ method: 'POST', url: '/api/help/contact', headers: bearer(user.token), payload: message }),
      helpContactDataSchema,
      201,
    );
    const mails = await smtp.waitFor(2);
    const toSupport = mails.find((m) => m.to.includes('podpora@hlidka.test'));
    const toSender = mails.find((m) => m.to.includes(message.email));
    expect(toSupport?.raw).toMatch(/^Reply-To: jana\.novakova@example\.cz$/m);
    expect(textPart(toSupport?.raw ?? '')).toContain('kontrola webu hlásí výpadek');
    expect(textPart(toSender?.raw ?? '')).toContain(`Přijali jsme ji pod číslem ${data.request.reference}`);
  });
});
