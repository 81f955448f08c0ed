import type { AddressInfo } from 'node:net';
import { checkoutSessionSchema } from '@hlidka/contract';
import { expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData } from '../../testing/auth';
import { sandboxOf, submitHostedForm } from '../../testing/billing';
import { registerUser } from '../../testing/teams';

const INTRANET = 'https://hlidka.intranet.example:8443';

describeEachApp(
  'billing: checkout returns to the address the app was opened on',
  (t) => {
    async function checkout(headers: Record<string, string>) {
      const user = await registerUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/session',
        headers: { ...bearer(user.token), ...headers },
        payload: { planId: 'pro', interval: 'month' },
      });
      return expectData(response, checkoutSessionSchema);
    }

    /** Where the hosted page sends the browser after a cancel (the session's cancel URL). */
    async function cancelTarget(redirectUrl: string) {
      const cancelled = await submitHostedForm(t.app, redirectUrl, { action: 'cancel' });
      expect(cancelled.statusCode).toBe(303);
      return String(cancelled.headers.location);
    }

    it('uses an allowed Origin for the hosted page and the way back', async () => {
      const session = await checkout({ origin: INTRANET });
      expect(session.redirectUrl).toBe(`${INTRANET}/api/billing/sandbox/checkout/${session.sessionId}`);
      const stored = await sandboxOf(t.app).session(session.sessionId);
      expect(stored?.success_url).toBe(
        `${INTRANET}/subscription/checkout?result=success&session_id=${session.sessionId}`,
      );
      expect(await cancelTarget(session.redirectUrl)).toBe(`${INTRANET}/subscription/checkout?result=cancelled`);
    });

    it('uses an allowed Host when the request carries no Origin', async () => {
      const session = await checkout({ host: 'monitor.lan:8080' });
      expect(await cancelTarget(session.redirectUrl)).toBe(
        'http://monitor.lan:8080/subscription/checkout?result=cancelled',
      );
    });

    it('falls back to PUBLIC_URL for a foreign Origin or Host', async () => {
      const foreign: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { host: 'evil.example' },
        { origin: 'null' },
      ];
      for (const headers of foreign) {
        const session = await checkout(headers);
        expect(session.redirectUrl.startsWith(`${t.config.publicUrl}/api/billing/sandbox/checkout/`)).toBe(true);
        expect(await cancelTarget(session.redirectUrl)).toBe(
          `${t.config.publicUrl}/subscription/checkout?result=cancelled`,
        );
      }
    });

    it("accepts this server's own port on 127.0.0.1 and localhost once it listens", async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const user = await registerUser(t.app);
      for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
        const response = await fetch(`http://127.0.0.1:${port}/api/checkout/session`, {
          method: 'POST',
          headers: { ...bearer(user.token), origin, 'content-type': 'application/json' },
          body: JSON.stringify({ planId: 'pro', interval: 'month' }),
        });
        const session = checkoutSessionSchema.parse(((await response.json()) as { data: unknown }).data);
        expect(session.redirectUrl.startsWith(`${origin}/api/billing/sandbox/checkout/`)).toBe(true);
      }
      const other = await fetch(`http://127.0.0.1:${port}/api/checkout/session`, {
        method: 'POST',
        headers: { ...bearer(user.token), origin: `http://127.0.0.1:${port + 1}`, 'content-type': 'application/json' },
        body: JSON.stringify({ planId: 'pro', interval: 'month' }),
      });
      const fallback = checkoutSessionSchema.parse(((await other.json()) as { data: unknown }).data);
      expect(fallback.redirectUrl.startsWith(`${t.config.publicUrl}/`)).toBe(true);
    });
  },
  { config: { publicUrl: 'https://hlidka.example.cz', allowedOrigins: [INTRANET, 'http://monitor.lan:8080'] } },
);
