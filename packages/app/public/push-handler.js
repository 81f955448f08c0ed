// Web Push in the app's service worker (imported by the Workbox worker, see vite.config.ts): a message from a webpush
// channel (server: senders/webpush.ts, { title, body, url, tag, tone }) becomes a system notification; a click opens
// the incident in an open Hlídka window, or in a new one.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Hlídka';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      tag: message.tag || undefined,
      renotify: Boolean(message.tag),
      requireInteraction: message.tone === 'danger',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  // Only the app's own pages: a link elsewhere opens the app's start page.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => (client ?? open).navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
