// A browser's Web Push for stories: Chromium under test has no push service, so the permission answer and the
// service worker's push manager are stood in for (the app's own code runs on top of them). Restored after the story.

const FAKE_ENDPOINT = 'https://push.example.com/send/story-subscription';
// A P-256 public key and an auth secret in the shape a browser gives them (base64url).
const P256DH = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';

/** `permission`: what Notification.permission says now; a request from 'default' is granted. */
export function stubBrowserPush(permission: NotificationPermission): () => void {
  let current = permission;
  const subscription = {
    endpoint: FAKE_ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: FAKE_ENDPOINT, keys: { p256dh: P256DH, auth: AUTH } }),
    unsubscribe: async () => true,
  };
  const registration = {
    pushManager: { getSubscription: async () => null, subscribe: async () => subscription },
  };
  const permissionDescriptor = Object.getOwnPropertyDescriptor(Notification, 'permission');
  const requestDescriptor = Object.getOwnPropertyDescriptor(Notification, 'requestPermission');
  const getRegistration = navigator.serviceWorker.getRegistration;
  Object.defineProperty(Notification, 'permission', { configurable: true, get: () => current });
  Object.defineProperty(Notification, 'requestPermission', {
    configurable: true,
    value: async () => {
      if (current === 'default') current = 'granted';
      return current;
    },
  });
  Object.defineProperty(navigator.serviceWorker, 'getRegistration', {
    configurable: true,
    value: async () => registration,
  });
  return () => {
    if (permissionDescriptor) Object.defineProperty(Notification, 'permission', permissionDescriptor);
    else delete (Notification as { permission?: unknown }).permission;
    if (requestDescriptor) Object.defineProperty(Notification, 'requestPermission', requestDescriptor);
    else delete (Notification as { requestPermission?: unknown }).requestPermission;
    Object.defineProperty(navigator.serviceWorker, 'getRegistration', { configurable: true, value: getRegistration });
  };
}
