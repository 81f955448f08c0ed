// Web Push in Chromium without a push service: the page's push manager hands out a subscription whose endpoint (a
// fake on 127.0.0.1) and keys the test holds (`pushSubscriber`, which decrypts what the server sends to it), and
// notification permission is granted on request.
import type { Page } from 'playwright-core';
import type { pushSubscriber } from '../../packages/server/src/testing/push-subscriber';

export async function fakePushSubscription(
  page: Page,
  endpoint: string,
  subscriber: ReturnType<typeof pushSubscriber>,
): Promise<void> {
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      let permission: NotificationPermission = 'default';
      Object.defineProperty(Notification, 'permission', { configurable: true, get: () => permission });
      Object.defineProperty(Notification, 'requestPermission', {
        configurable: true,
        value: async () => {
          permission = 'granted';
          return permission;
        },
      });
      const subscription = {
        endpoint,
        options: { applicationServerKey: null },
        toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
        unsubscribe: async () => true,
      };
      const registration = { pushManager: { getSubscription: async () => null, subscribe: async () => subscription } };
      Object.defineProperty(navigator.serviceWorker, 'getRegistration', {
        configurable: true,
        value: async () => registration,
      });
    },
    { endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth },
  );
}
