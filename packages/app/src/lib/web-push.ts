/** What this browser can do about Web Push for Hlídka, before anything is asked. */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** The part of a PushSubscription a webpush channel stores, and the browser's name. */
export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
}

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

const base64urlBytes = (text: string) => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, index) => byte === b[index]);

/** "Chrome, Android": the browser and system from the user agent, to tell a user's browsers apart in the list. */
export function deviceName(userAgent = navigator.userAgent): string {
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\//, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'Browser';
  const system =
    [
      [/Android/, 'Android'],
      [/iPhone|iPad/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X/, 'macOS'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? '';
  return system ? `${browser}, ${system}` : String(browser);
}

/** Why subscribing did not happen (the form says so in the reader's language). */
export class PushSubscribeError extends Error {
  constructor(readonly reason: 'denied' | 'noWorker' | 'unsupported') {
    super(reason);
  }
}

/**
 * Ask for permission (on the user's press) and subscribe this browser with the server's VAPID key through the app's
 * service worker; a subscription made with another key is replaced.
 */
export async function subscribeBrowser(publicKey: string): Promise<BrowserSubscription> {
  if (pushSupport() === 'unsupported') throw new PushSubscribeError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSubscribeError('denied');
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new PushSubscribeError('noWorker');
  const key = base64urlBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    p256dh: json.keys?.p256dh ?? '',
    auth: json.keys?.auth ?? '',
    device: deviceName(),
  };
}
