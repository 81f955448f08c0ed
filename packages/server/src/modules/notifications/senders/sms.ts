import type { RenderedMessage } from '../render/render';
import { failureOf, guardedRequest, resultOf } from './http';
import type { Sender, SenderConfigs, SendResult } from './types';

/** The text part of an SMS (before the link): two plain segments at most, whatever the gateway does with them. */
const MAX_TEXT = 300;

/** A short SMS in the recipient's language: what happened, why, and the incident's link. */
export function smsText(message: RenderedMessage): string {
  const what = [message.subject, message.cause].filter(Boolean).join(' – ').replace(/\s+/g, ' ');
  const text = what.length > MAX_TEXT ? `${what.slice(0, MAX_TEXT - 1)}…` : what;
  return message.link ? `${text} ${message.link.url}` : text;
}

type Values = { phone: string; message: string; password: string };

/** Every placeholder replaced in one pass (a message holding "{password}" stays as it is), each value escaped. */
export function fillPlaceholders(text: string, values: Values, encode: (value: string) => string): string {
  return text.replace(/\{(phone|message|password)\}/g, (_, name: keyof Values) => encode(values[name]));
}

const jsonString = (value: string) => JSON.stringify(value).slice(1, -1);
const headerValue = (value: string) => value.replace(/[\r\n\0]+/g, ' ');

/** The gateway's request for one phone number: URL, method, headers, body. */
export function smsRequest(config: SenderConfigs['sms'], values: Values) {
  const headers: Record<string, string> = {};
  for (const line of config.headers.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = fillPlaceholders(
      line.slice(colon + 1).trim(),
      values,
      headerValue,
    );
  }
  if (config.method === 'GET') {
    const query = fillPlaceholders(config.template, values, encodeURIComponent);
    const url = config.gatewayUrl;
    return { url: `${url}${url.includes('?') ? '&' : '?'}${query}`, method: 'GET' as const, headers };
  }
  const json = config.contentType === 'json';
  return {
    url: config.gatewayUrl,
    method: 'POST' as const,
    headers: {
      'content-type': json ? 'application/json; charset=utf-8' : 'application/x-www-form-urlencoded; charset=utf-8',
      ...headers,
    },
    body: fillPlaceholders(config.template, values, json ? jsonString : encodeURIComponent),
  };
}

/** A 2xx answer without the text that means "sent": the gateway refused (bad login, no credit…); not retried. */
function refused(status: number, expected: string, body: string): SendResult {
  return {
    ok: false,
    responseCode: status,
    error: { code: 'gateway_refused', message: `HTTP ${status} without "${expected}": ${body.slice(0, 300)}` },
    retryable: false,
  };
}

/**
 * One request per phone number, in order; the delivery is sent when every number's request got a 2xx (holding
 * `successText` when the channel names one). When a number fails, the numbers reached so far are kept on the delivery
 * (`reached`) and its retry sends only to the others: at least once, and never twice, to each number.
 */
export const smsSender: Sender<'sms'> = {
  type: 'sms',
  async send({ config, message, payload, options }) {
    const text = smsText(message);
    const reached = [...(payload.reached ?? [])];
    let last: SendResult = { ok: true, responseCode: null, error: null, retryable: false };
    for (const phone of config.phones) {
      if (reached.includes(phone)) continue;
      const request = smsRequest(config, { phone, message: text, password: config.password ?? '' });
      try {
        const answer = await guardedRequest(request.url, {
          allowPrivateTargets: options.allowPrivateTargets,
          timeoutMs: options.timeoutMs,
          method: request.method,
          headers: request.headers,
          ...('body' in request ? { body: request.body } : {}),
        });
        last = resultOf(answer);
        if (last.ok && config.successText && !answer.body.includes(config.successText)) {
          last = refused(answer.status, config.successText, answer.body);
        }
      } catch (error) {
        last = failureOf(error);
      }
      if (!last.ok) return { ...last, reached };
      reached.push(phone);
    }
    return last;
  },
};
