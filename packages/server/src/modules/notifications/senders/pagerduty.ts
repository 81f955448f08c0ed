import type { RenderedMessage } from '../render/render';
import { deliverJson } from './http';
import type { Sender, SenderConfigs, SendInput } from './types';

const severities = { danger: 'critical', warning: 'warning', success: 'info', info: 'info' } as const;

/**
 * An Events API v2 event. An incident's events share its id as `dedup_key`: opened triggers the PagerDuty incident,
 * acknowledged acknowledges it, resolved resolves it. Anything else (a test, an expiry warning) triggers an alert of
 * its own (the delivery's key). Values go as JSON strings: PagerDuty shows them as text.
 */
export function pagerDutyEvent(input: SendInput<SenderConfigs['pagerduty']>) {
  const { config, payload, message, dedupKey } = input;
  const incidentId = payload.incident?.id;
  const routing = { routing_key: config.routingKey };
  if (incidentId && payload.event === 'incident.acknowledged') {
    return { ...routing, event_action: 'acknowledge', dedup_key: incidentId };
  }
  if (incidentId && payload.event === 'incident.resolved') {
    return { ...routing, event_action: 'resolve', dedup_key: incidentId };
  }
  return {
    ...routing,
    event_action: 'trigger',
    dedup_key: incidentId ?? dedupKey,
    payload: {
      summary: message.subject.slice(0, 1024),
      source: payload.website?.url || payload.website?.name || 'Hlídka',
      severity: severities[message.tone],
      timestamp: payload.at,
      custom_details: details(message),
    },
    client: 'Hlídka',
    ...(message.link
      ? { client_url: message.link.url, links: [{ href: message.link.url, text: message.link.label }] }
      : {}),
  };
}

function details(message: RenderedMessage): Record<string, string> {
  const result: Record<string, string> = {};
  if (message.body) result.Hlídka = message.body;
  for (const d of message.details) result[d.label] = d.value;
  return result;
}

export const pagerDutySender: Sender<'pagerduty'> = {
  type: 'pagerduty',
  // The API base is the operator's (PAGERDUTY_EVENTS_URL), not user input: not subject to the target rules.
  send: (input) =>
    deliverJson(`${input.options.apiUrls.pagerduty}/v2/enqueue`, pagerDutyEvent(input), {
      allowPrivateTargets: true,
      timeoutMs: input.options.timeoutMs,
    }),
};
