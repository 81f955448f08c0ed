import { CAUSE_SAMPLES, type CauseParams, causeText } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import type { DeliveryPayload } from '../../../db/schema/notifications';
import { emailHtml } from '../senders/email';
import { webhookPayload } from '../senders/webhook';
import { noticeOf, noticeText } from './notice';
import { plainText, renderMessage } from './render';

// E-mail, chat, webhooks and the bell word a cause with the contract's `causeText`, as the app does (its
// cause-text.test.ts checks the app's side against the same samples): one text per code, in both languages.

const opened = (causeCode: string, causeParams: CauseParams): DeliveryPayload => ({
  event: 'incident.opened',
  at: '2026-03-02T09:00:00.000Z',
  website: { id: '6f1c1f2e-5d7a-4a57-9a8e-3f0d2f5b1a11', name: 'Obchod', url: 'https://obchod.cz' },
  incident: {
    id: '0d9d5a8e-2c1f-4f49-a5b0-6a1f0c6f4e21',
    status: 'open',
    causeCode,
    causeParams,
    causeMessage: 'detail',
  },
  actorName: null,
});

describe('a cause in every channel', () => {
  for (const language of ['cs', 'en'] as const) {
    it(`is the contract's text for every code, with its values (${language})`, () => {
      for (const [code, params] of Object.entries(CAUSE_SAMPLES)) {
        const payload = opened(code, params);
        const expected = causeText(code, language, params) as string;
        const message = renderMessage(payload, { language, timeZone: 'UTC' }, 'https://hlidka.test');
        expect(message.cause, code).toBe(expected);
        expect(plainText(message), code).toContain(expected);
        expect(emailHtml(message, 'https://hlidka.test/settings')).toContain(escapeHtml(expected));
        const webhook = webhookPayload({
          config: {},
          message,
          payload,
          dedupKey: 'k',
          options: { now: new Date() } as never,
        });
        expect(webhook.incident?.cause, code).toBe(expected);
        expect(webhook.incident?.causeParams, code).toEqual(params);
        const bell = noticeText(noticeOf(payload), language).content;
        expect(bell, code).toBe(`${language === 'cs' ? 'Příčina' : 'Cause'}: ${expected}`);
      }
    });
  }

  it('words the JSON assertion with its expected and actual value in the e-mail', () => {
    const message = renderMessage(
      opened('assertion', CAUSE_SAMPLES.assertion),
      { language: 'cs', timeZone: 'Europe/Prague' },
      'https://hlidka.test',
    );
    expect(plainText(message)).toContain('Příčina: Kontrola odpovědi neprošla: $.count je alespoň 5 (skutečnost: 3)');
  });
});

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
