import { describe, expect, it } from 'vitest';
import type { DeliveryPayload } from '../../../db/schema/notifications';
import { plainText, renderMessage } from './render';

const prague = { timeZone: 'Europe/Prague' };

/** What every channel renders from: e-mail, webhook, Slack, Discord, Teams and Telegram take these parts. */
describe('channel messages of expiry warnings', () => {
  const warning = (event: string, extra: Partial<DeliveryPayload>): DeliveryPayload => ({
    event,
    at: '2026-03-02T09:00:00.000Z',
    website: { id: 'w', name: 'Obchod', url: 'obchod.cz' },
    incident: null,
    actorName: null,
    ...extra,
  });
  const domain = warning('domain.expiring', { domain: { expiresAt: '2026-03-12T00:00:00.000Z', daysLeft: 9 } });

  it('tell a domain registration nearing expiry in Czech: the date in the reader’s zone and the days left', () => {
    const message = renderMessage(domain, { language: 'cs', ...prague }, 'https://hlidka.test');
    expect(message).toMatchObject({ event: 'domain.expiring', tone: 'warning', link: null, cause: null });
    expect(plainText(message)).toBe(
      [
        'Doména webu Obchod brzy vyprší',
        '',
        'Web: Obchod',
        'Adresa: obchod.cz',
        'Registrace domény vyprší: 12. 3. 2026 01:00 SEČ',
        'Zbývá dní: 9',
        'Čas: 2. 3. 2026 10:00 SEČ',
      ].join('\n'),
    );
  });

  it('tell it in English', () => {
    const message = renderMessage(domain, { language: 'en', timeZone: 'UTC' }, 'https://hlidka.test');
    expect(message.tone).toBe('warning');
    expect(plainText(message)).toBe(
      [
        'The domain of Obchod expires soon',
        '',
        'Website: Obchod',
        'URL: obchod.cz',
        'Domain registration expires: 12/03/2026, 00:00 UTC',
        'Days left: 9',
        'Time: 02/03/2026, 09:00 UTC',
      ].join('\n'),
    );
  });

  it('keep the certificate warning about the certificate', () => {
    const tls = warning('tls.expiring', { certificate: { validTo: '2026-03-12T00:00:00.000Z', daysLeft: 9 } });
    const text = plainText(renderMessage(tls, { language: 'en', timeZone: 'UTC' }, 'https://hlidka.test'));
    expect(text).toContain('The certificate of Obchod expires soon');
    expect(text).toContain('Certificate expires: 12/03/2026, 00:00 UTC');
    expect(text).not.toContain('Domain');
  });
});

describe('channel messages of degraded performance', () => {
  const slow: DeliveryPayload = {
    event: 'website.degraded',
    at: '2026-03-02T09:00:00.000Z',
    website: { id: 'w', name: 'Obchod', url: 'https://obchod.cz' },
    incident: null,
    actorName: null,
    performance: { responseMs: 1840, budgetMs: 800, mode: 'p95' },
  };

  it('tell the measured time and the budget in Czech, a p95 named so, with a link to the website', () => {
    const message = renderMessage(slow, { language: 'cs', ...prague }, 'https://hlidka.test');
    expect(message).toMatchObject({ tone: 'warning', link: { url: 'https://hlidka.test/websites/w' } });
    expect(plainText(message)).toContain('Web Obchod je zpomalený');
    expect(plainText(message)).toContain('Odezva (95. percentil): 1840 ms');
    expect(plainText(message)).toContain('Limit odezvy: 800 ms');
  });

  it('tell the recovery in English', () => {
    const back: DeliveryPayload = {
      ...slow,
      event: 'website.recovered_performance',
      performance: { responseMs: 310, budgetMs: 800, mode: 'each' },
    };
    const message = renderMessage(back, { language: 'en', timeZone: 'UTC' }, 'https://hlidka.test');
    expect(message.tone).toBe('success');
    expect(plainText(message)).toContain('Obchod is no longer degraded');
    expect(plainText(message)).toContain('Response time: 310 ms');
    expect(plainText(message)).toContain('Response-time budget: 800 ms');
  });
});
