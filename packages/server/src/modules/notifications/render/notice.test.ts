import { notificationKinds } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import type { DeliveryPayload } from '../../../db/schema/notifications';
import { noticeOf, noticeText } from './notice';

const base: DeliveryPayload = {
  event: 'incident.opened',
  at: '2026-01-15T10:00:00.000Z',
  website: { id: 'w', name: 'Obchod', url: 'https://obchod.example.cz/' },
  incident: { id: 'i', status: 'open', causeCode: 'status', causeParams: { statusCode: 503 }, causeMessage: 'x' },
  actorName: null,
};

describe('notices', () => {
  it('keep the kind and the values of a payload, no text and no address', () => {
    expect(noticeOf(base)).toEqual({
      kind: 'incident.opened',
      params: { websiteName: 'Obchod', causeCode: 'status', statusCode: 503 },
    });
    const summary = noticeOf({
      ...base,
      event: 'summary.weekly',
      website: null,
      incident: null,
      summary: {
        from: base.at,
        to: base.at,
        websites: [
          { name: 'A', incidents: 2, downtimeMinutes: 10 },
          { name: 'B', incidents: 1, downtimeMinutes: 4 },
        ],
      },
    });
    expect(summary).toEqual({ kind: 'summary.weekly', params: { websites: 2, incidents: 3, downtimeMinutes: 14 } });
  });

  it('word a failed assertion with the values the incident kept', () => {
    const notice = noticeOf({
      ...base,
      incident: {
        id: 'i',
        status: 'open',
        causeCode: 'assertion',
        causeParams: { path: '$.status', operator: 'eq', expected: 'ok', actual: 'degraded' },
        causeMessage: 'x',
      },
    });
    expect(noticeText(notice, 'en').content).toBe(
      'Cause: A response assertion failed: $.status equals “ok” (actual: degraded)',
    );
  });

  it('are worded for API clients in either language, for every kind', () => {
    for (const kind of notificationKinds) {
      for (const language of ['cs', 'en'] as const) {
        const text = noticeText({ kind, params: { websiteName: 'Obchod', daysLeft: 3 } }, language);
        expect(text.subject, `${kind} ${language}`).not.toBe('');
        expect(text.content, `${kind} ${language}`).not.toBe('');
      }
    }
    const opened = noticeOf(base);
    expect(noticeText(opened, 'cs')).toEqual({
      subject: 'Web Obchod je nedostupný',
      content: 'Příčina: Neočekávaný stavový kód HTTP 503',
    });
    expect(noticeText(opened, 'en')).toEqual({
      subject: 'Obchod is down',
      content: 'Cause: Unexpected HTTP status code 503',
    });
    expect(noticeText({ kind: 'tls.expiring', params: { websiteName: 'Obchod', daysLeft: 3 } }, 'cs').content).toBe(
      'Platnost certifikátu končí za 3 dny.',
    );
  });

  it('word a domain registration nearing expiry from its date and days left, in either language', () => {
    const notice = noticeOf({
      ...base,
      event: 'domain.expiring',
      website: { id: 'w', name: 'Obchod', url: 'obchod.cz' },
      incident: null,
      domain: { expiresAt: '2026-03-12T00:00:00.000Z', daysLeft: 1 },
    });
    expect(notice).toEqual({
      kind: 'domain.expiring',
      params: { websiteName: 'Obchod', expiresAt: '2026-03-12T00:00:00.000Z', daysLeft: 1 },
    });
    expect(noticeText(notice, 'cs')).toEqual({
      subject: 'Doména webu Obchod brzy vyprší',
      content: 'Registrace domény končí za 1 den.',
    });
    expect(noticeText(notice, 'en')).toEqual({
      subject: 'The domain of Obchod expires soon',
      content: 'The domain registration expires in 1 day.',
    });
    const days = (daysLeft: number) => noticeText({ kind: 'domain.expiring', params: { daysLeft } }, 'cs').content;
    expect([days(0), days(3), days(12)]).toEqual([
      'Registrace domény končí dnes.',
      'Registrace domény končí za 3 dny.',
      'Registrace domény končí za 12 dní.',
    ]);
  });

  it('word an on-call shift starting soon with its schedule and start in the reader’s zone', () => {
    const notice = noticeOf({
      ...base,
      event: 'on_call.shift_starting',
      website: null,
      incident: null,
      onCall: {
        scheduleId: 's',
        scheduleName: 'Provoz',
        startsAt: '2026-01-16T08:00:00.000Z',
        endsAt: '2026-01-17T08:00:00.000Z',
        timeZone: 'Europe/Prague',
      },
    });
    expect(notice.kind).toBe('on_call.shift_starting');
    expect(noticeText(notice, 'cs')).toEqual({
      subject: 'Vaše pohotovost brzy začíná',
      content: 'Vaše pohotovost v rozpisu Provoz začíná 16. 1. 2026 9:00 SEČ.',
    });
    expect(noticeText(notice, 'en').content).toBe('Your on-call shift in Provoz starts 16 Jan 2026, 09:00 CET.');
  });
});
