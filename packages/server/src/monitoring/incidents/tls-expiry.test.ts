import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox } from '../../db/schema/incidents';
import { describeEachApp } from '../../testing/app';
import { bearer } from '../../testing/auth';
import { insertWebsite } from '../../testing/incidents';
import { registerUser } from '../../testing/teams';
import type { CheckOutcome } from '../results/outcome';
import { recordTlsExpiryWarnings } from './tls-expiry';

describeEachApp('TLS expiry warnings', (t) => {
  const now = new Date('2026-03-02T09:00:00Z');
  const expiring = (websiteId: string, validTo: string, daysLeft: number): CheckOutcome => ({
    websiteId,
    ok: true,
    code: null,
    message: null,
    checkedAt: now,
    region: 'eu',
    responseMs: 120,
    tlsExpiry: { validTo, daysLeft },
  });
  const tlsRows = async (websiteId: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.type, 'tls.expiring'))).filter(
      (row) => (row.payload as { websiteId: string }).websiteId === websiteId,
    );

  it('warns once per certificate and again for a renewed one that nears expiry', async () => {
    const jana = await registerUser(t.app);
    const websiteId = await insertWebsite(t.db, jana.user.id, { name: '<b>Obchod</b>' });
    const plain = await insertWebsite(t.db, jana.user.id);

    await t.db.transaction((tx) =>
      recordTlsExpiryWarnings(
        tx,
        [expiring(websiteId, '2026-03-12T00:00:00Z', 10), { ...expiring(plain, '', 0), tlsExpiry: undefined }],
        now,
      ),
    );
    await t.db.transaction((tx) => recordTlsExpiryWarnings(tx, [expiring(websiteId, '2026-03-12T00:00:00Z', 9)], now));
    expect(await tlsRows(websiteId)).toHaveLength(1);
    expect(await tlsRows(plain)).toHaveLength(0);

    await t.db.transaction((tx) => recordTlsExpiryWarnings(tx, [expiring(websiteId, '2026-06-10T00:00:00Z', 7)], now));
    expect(await tlsRows(websiteId)).toHaveLength(2);
  });

  it('reaches the bell with the expiry date and the days left', async () => {
    const jana = await registerUser(t.app);
    const websiteId = await insertWebsite(t.db, jana.user.id, { name: 'Obchod' });
    await t.app.notifications.runOnce();
    await t.db.transaction((tx) => recordTlsExpiryWarnings(tx, [expiring(websiteId, '2026-03-12T00:00:00Z', 10)], now));
    await t.app.notifications.runOnce();

    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(jana.token) });
    const [notification] = list.json().data.notifications;
    expect(notification.subject).toBe('Certifikát webu Obchod brzy vyprší');
    expect(notification.content).toBe('Platnost certifikátu končí za 10 dní.');
    expect(notification).toMatchObject({
      kind: 'tls.expiring',
      params: { websiteName: 'Obchod', validTo: '2026-03-12T00:00:00.000Z', daysLeft: 10 },
    });
  });
});
