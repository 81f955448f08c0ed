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
