import {
  checkoutSessionSchema,
  paymentMethodDataSchema,
  paymentMethodDeletedDataSchema,
  paymentMethodListDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema/billing';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, type Registered } from '../../testing/auth';
import { pathOf, submitHostedForm } from '../../testing/billing';
import { registerUser } from '../../testing/teams';

describeEachApp('billing: payment methods through the hosted page', (t) => {
  const list = async (user: Registered) =>
    expectData(
      await t.app.inject({ method: 'GET', url: '/api/payment-methods', headers: bearer(user.token) }),
      paymentMethodListDataSchema,
    ).paymentMethods;

  const addCard = async (user: Registered, card: string) => {
    const session = expectData(
      await t.app.inject({ method: 'POST', url: '/api/payment-methods/setup-session', headers: bearer(user.token) }),
      checkoutSessionSchema,
    );
    const page = await t.app.inject({ method: 'GET', url: pathOf(session.redirectUrl) });
    expect(page.body).toContain('Uložit kartu');
    const saved = await submitHostedForm(t.app, session.redirectUrl, { action: 'pay', card, expiry: '3/2031' });
    expect(saved.statusCode, saved.body).toBe(303);
    expect(saved.headers.location).toBe(`${t.config.publicUrl}/subscription/payment-methods?result=added`);
  };

  it('adds cards, makes one the default, removes one, and keeps them per user', async () => {
    const user = await registerUser(t.app);
    expect(await list(user)).toEqual([]);
    await addCard(user, '4242 4242 4242 4242');
    await addCard(user, '5555555555554444');
    const cards = await list(user);
    expect(cards.map((c) => [c.brand, c.last4, c.isDefault, c.expMonth, c.expYear])).toEqual([
      ['visa', '4242', true, 3, 2031],
      ['mastercard', '4444', false, 3, 2031],
    ]);
    const second = cards[1]?.id as string;

    const made = expectData(
      await t.app.inject({
        method: 'POST',
        url: `/api/payment-methods/${second}/default`,
        headers: bearer(user.token),
      }),
      paymentMethodDataSchema,
    );
    expect(made.paymentMethod.isDefault).toBe(true);
    expect((await list(user)).map((c) => [c.last4, c.isDefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);

    const other = await registerUser(t.app);
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/payment-methods/${second}`, headers: bearer(other.token) }),
      404,
      'NOT_FOUND',
    );
    // The provider token of someone else's card (or of no card) is not found.
    const [row] = await t.db
      .select({ token: paymentMethods.providerPaymentMethodId })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, second));
    for (const providerToken of [row?.token as string, 'pm_sbx_unknown']) {
      expectError(
        await t.app.inject({
          method: 'POST',
          url: '/api/payment-methods',
          headers: bearer(other.token),
          payload: { providerToken },
        }),
        404,
        'NOT_FOUND',
      );
    }
    // Its owner may add it by token (already saved: the same card comes back).
    const again = expectData(
      await t.app.inject({
        method: 'POST',
        url: '/api/payment-methods',
        headers: bearer(user.token),
        payload: { providerToken: row?.token as string, makeDefault: true },
      }),
      paymentMethodDataSchema,
      201,
    );
    expect(again.paymentMethod).toMatchObject({ id: second, isDefault: true });

    expectData(
      await t.app.inject({ method: 'DELETE', url: `/api/payment-methods/${second}`, headers: bearer(user.token) }),
      paymentMethodDeletedDataSchema,
    );
    // The remaining card becomes the default.
    expect((await list(user)).map((c) => [c.last4, c.isDefault])).toEqual([['4242', true]]);
    expect(await list(other)).toEqual([]);
  });

  it('refuses an invalid card number on the hosted page', async () => {
    const user = await registerUser(t.app);
    const session = expectData(
      await t.app.inject({ method: 'POST', url: '/api/payment-methods/setup-session', headers: bearer(user.token) }),
      checkoutSessionSchema,
    );
    const bad = await submitHostedForm(t.app, session.redirectUrl, { action: 'pay', card: '4242424242424241' });
    expect(bad.statusCode).toBe(402);
    expect(bad.body).toContain('Neplatné číslo karty.');
    expect(await list(user)).toEqual([]);
  });
});
