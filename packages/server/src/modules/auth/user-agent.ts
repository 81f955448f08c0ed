import UAParser from 'ua-parser-js';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  browser: string | null;
  os: string | null;
  /** desktop, mobile, tablet, … (ua-parser's device type; desktop when it has none). */
  device: string | null;
}

/** Browser and OS names with their major version, from the User-Agent header. */
export function parseUserAgent(userAgent: string | undefined | null): Omit<ClientInfo, 'ip'> {
  const ua = userAgent?.slice(0, 512) || null;
  if (!ua) return { userAgent: null, browser: null, os: null, device: null };
  const result = new UAParser(ua).getResult();
  const join = (name?: string, version?: string) => (name ? [name, version].filter(Boolean).join(' ') : null);
  return {
    userAgent: ua,
    browser: join(result.browser.name, result.browser.major),
    os: join(result.os.name, result.os.version),
    device: result.device.type ?? (result.browser.name || result.os.name ? 'desktop' : null),
  };
}

/** A device, for "new device" detection: browser and OS names without versions (updates are not new devices). */
export function deviceKey(info: { browser: string | null; os: string | null }): string {
  const strip = (s: string | null) => (s ?? '').replace(/\s[\d.]+$/, '');
  return `${strip(info.browser)}|${strip(info.os)}`;
}
