/**
 * The fixed API hosts of channel services, each replaceable by the operator through its variable (a proxy, or a local
 * fake endpoint in tests). The operator's configuration, not user input: these are not subject to the target rules.
 */
export const channelApiBases = {
  telegram: { env: 'TELEGRAM_API_URL', url: 'https://api.telegram.org' },
  pushover: { env: 'PUSHOVER_API_URL', url: 'https://api.pushover.net' },
  pagerduty: { env: 'PAGERDUTY_EVENTS_URL', url: 'https://events.pagerduty.com' },
  opsgenie: { env: 'OPSGENIE_API_URL', url: 'https://api.opsgenie.com' },
  opsgenieEu: { env: 'OPSGENIE_EU_API_URL', url: 'https://api.eu.opsgenie.com' },
} as const;

export type ChannelApiUrls = { [K in keyof typeof channelApiBases]: string };

/** Each service's base from the environment (its variable) or its default, without a trailing slash. */
export function channelApiUrlsFrom(
  env: Record<string, string | undefined>,
  overrides: Partial<ChannelApiUrls> = {},
): ChannelApiUrls {
  const urls = {} as Record<string, string>;
  for (const [name, base] of Object.entries(channelApiBases)) {
    const chosen = overrides[name as keyof ChannelApiUrls] ?? env[base.env] ?? base.url;
    urls[name] = chosen.replace(/\/+$/, '');
  }
  return urls as ChannelApiUrls;
}
