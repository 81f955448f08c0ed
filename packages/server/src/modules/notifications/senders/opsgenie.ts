import { plainBody } from '../render/render';
import { deliverJson } from './http';
import type { Sender, SenderConfigs, SendInput } from './types';

const priorities = { danger: 'P1', warning: 'P3', success: 'P5', info: 'P5' } as const;

/**
 * One Alert API v2 request. An incident's events share its id as the alert's `alias`: opened creates the alert,
 * acknowledged acknowledges it, resolved closes it (both by alias). Anything else (a test, an expiry warning) creates
 * an alert of its own (the delivery's key as alias). Values go as JSON strings: Opsgenie shows them as text.
 */
export function opsgenieRequest(input: SendInput<SenderConfigs['opsgenie']>): { path: string; body: unknown } {
  const { payload, message, dedupKey } = input;
  const incidentId = payload.incident?.id;
  const byAlias = (action: string) =>
    `/v2/alerts/${encodeURIComponent(incidentId ?? '')}/${action}?identifierType=alias`;
  if (incidentId && payload.event === 'incident.acknowledged') {
    return { path: byAlias('acknowledge'), body: { source: 'Hlídka', note: message.subject.slice(0, 25000) } };
  }
  if (incidentId && payload.event === 'incident.resolved') {
    return { path: byAlias('close'), body: { source: 'Hlídka', note: message.subject.slice(0, 25000) } };
  }
  const details: Record<string, string> = {};
  for (const d of message.details) details[d.label] = d.value.slice(0, 8000);
  return {
    path: '/v2/alerts',
    body: {
      message: message.subject.slice(0, 130),
      alias: (incidentId ?? dedupKey).slice(0, 512),
      description: [plainBody(message), message.link ? `${message.link.label}: ${message.link.url}` : '']
        .filter(Boolean)
        .join('\n\n')
        .slice(0, 15000),
      details,
      ...(payload.website ? { entity: payload.website.name.slice(0, 512) } : {}),
      source: 'Hlídka',
      tags: ['hlidka'],
      priority: priorities[message.tone],
    },
  };
}

export const opsgenieSender: Sender<'opsgenie'> = {
  type: 'opsgenie',
  // The API bases are the operator's (OPSGENIE_API_URL, OPSGENIE_EU_API_URL), not user input: not subject to the
  // target rules.
  send: (input) => {
    const { path, body } = opsgenieRequest(input);
    const base = input.config.region === 'eu' ? input.options.apiUrls.opsgenieEu : input.options.apiUrls.opsgenie;
    return deliverJson(`${base}${path}`, body, {
      allowPrivateTargets: true,
      timeoutMs: input.options.timeoutMs,
      headers: { authorization: `GenieKey ${input.config.apiKey}` },
    });
  },
};
