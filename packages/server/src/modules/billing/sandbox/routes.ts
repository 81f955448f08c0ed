import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appBaseUrl } from '../../../http/request-origin';
import type { SandboxProvider } from '../provider/sandbox';
import { checkoutPage, messagePage } from './page';

export const SANDBOX_CHECKOUT_PATH = '/api/billing/sandbox/checkout/:id';

type Lang = 'cs' | 'en';
const langOf = (value: unknown, fallback: Lang): Lang => (value === 'cs' || value === 'en' ? value : fallback);

function parseExpiry(value: string): { month: number; year: number } {
  const m = value.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  return m ? { month: Number(m[1]), year: Number(m[2]) } : { month: 0, year: 0 };
}

/**
 * The sandbox provider's hosted checkout: GET shows the card form (cs/en: `?lang=`), POST pays, declines or cancels
 * and sends the browser back to the app. The plan changes only through the events the payment emits.
 */
export async function registerSandboxRoutes(app: FastifyInstance, sandbox: SandboxProvider) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

    async function show(
      request: FastifyRequest,
      reply: FastifyReply,
      error?: Parameters<typeof checkoutPage>[0]['error'],
    ) {
      const { id } = request.params as { id: string };
      const query = request.query as Record<string, unknown>;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const session = await sandbox.session(id);
      const lang = langOf(body.lang ?? query.lang, langOf(session?.locale, request.language));
      if (!session) return html(reply, 404, messagePage(lang, 'missing', appBaseUrl(request)));
      if (session.status !== 'open') {
        return html(reply, 410, messagePage(lang, 'done', String(session.success_url ?? appBaseUrl(request))));
      }
      const line = session.line as { name: string; unit_amount: number; interval: string } | undefined;
      return html(
        reply,
        error ? 402 : 200,
        checkoutPage({
          lang,
          action: `/api/billing/sandbox/checkout/${encodeURIComponent(id)}`,
          mode: session.mode === 'setup' ? 'setup' : 'subscription',
          productName: line?.name ?? null,
          amountMinor: line?.unit_amount ?? null,
          currency: String(session.currency ?? 'czk'),
          interval: line?.interval ?? null,
          error,
          ...(error && typeof body.card === 'string' ? { card: body.card.slice(0, 30) } : {}),
          ...(error && typeof body.expiry === 'string' ? { expiry: body.expiry.slice(0, 10) } : {}),
        }),
      );
    }

    scope.get(SANDBOX_CHECKOUT_PATH, { schema: { hide: true } }, (request, reply) => show(request, reply));

    scope.post(SANDBOX_CHECKOUT_PATH, { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params as { id: string };
      const body = (request.body ?? {}) as Record<string, string>;
      if (body.action === 'cancel') {
        const session = await sandbox.cancelSession(id);
        if (!session) return show(request, reply);
        return reply.redirect(String(session.cancel_url), 303);
      }
      const expiry = parseExpiry(body.expiry ?? '');
      const { outcome, session } = await sandbox.completeSession(id, {
        number: body.card ?? '',
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: body.cvc ?? '',
      });
      if (!session) return show(request, reply);
      if (outcome !== 'ok') return show(request, reply, outcome);
      return reply.redirect(String(session.success_url), 303);
    });
  });
}
