import { routeTable } from '../route';
import type { statusPageRouteSchemas } from '../status-pages';

const HTML = 'text/html; charset=utf-8';

export const statusPageRoutes = routeTable<typeof statusPageRouteSchemas>()({
  list: { method: 'GET', path: '/api/status-pages', auth: 'user' },
  create: { method: 'POST', path: '/api/status-pages', auth: 'user', status: 201 },
  get: { method: 'GET', path: '/api/status-pages/:id', auth: 'user' },
  update: { method: 'PUT', path: '/api/status-pages/:id', auth: 'user' },
  delete: { method: 'DELETE', path: '/api/status-pages/:id', auth: 'user' },
  slugAvailability: { method: 'GET', path: '/api/status-pages/slug-availability', auth: 'user' },
  listIncidentUpdates: { method: 'GET', path: '/api/incidents/:id/updates', auth: 'user' },
  createIncidentUpdate: { method: 'POST', path: '/api/incidents/:id/updates', auth: 'user', status: 201 },
  editIncidentUpdate: { method: 'PATCH', path: '/api/incidents/:id/updates/:updateId', auth: 'user' },
  deleteIncidentUpdate: { method: 'DELETE', path: '/api/incidents/:id/updates/:updateId', auth: 'user' },
  listSubscribers: { method: 'GET', path: '/api/status-pages/:id/subscribers', auth: 'user' },
  removeSubscriber: { method: 'DELETE', path: '/api/status-pages/:id/subscribers/:subscriberId', auth: 'user' },
  subscribe: { method: 'POST', path: '/api/public/status-pages/:slug/subscribers', auth: 'none', status: 202 },
  public: { method: 'GET', path: '/api/public/status-pages/:slug', auth: 'none', raw: true },
  // What visitors open: the page, its feed and badges, the widget, and the subscription's forms and e-mail links.
  page: { method: 'GET', path: '/status/:slug', auth: 'none', contentType: HTML },
  feed: {
    method: 'GET',
    path: '/status/:slug/feed.atom',
    auth: 'none',
    contentType: 'application/atom+xml; charset=utf-8',
  },
  badge: {
    method: 'GET',
    path: '/status/:slug/badge/:key/:file',
    auth: 'none',
    contentType: 'image/svg+xml; charset=utf-8',
  },
  passwordForm: { method: 'POST', path: '/status/:slug/password', auth: 'none', contentType: HTML },
  memberPass: { method: 'POST', path: '/api/status-pages/by-slug/:slug/member-pass', auth: 'user' },
  memberAccess: { method: 'GET', path: '/status/:slug/access', auth: 'none', contentType: HTML },
  widget: { method: 'GET', path: '/status/widget.js', auth: 'none', contentType: 'text/javascript; charset=utf-8' },
  subscribeForm: { method: 'POST', path: '/status/:slug/subscribe', auth: 'none', status: 202, contentType: HTML },
  confirm: { method: 'GET', path: '/status/:slug/confirm', auth: 'none', contentType: HTML },
  unsubscribe: { method: 'GET', path: '/status/:slug/unsubscribe', auth: 'none', contentType: HTML },
  unsubscribeOneClick: { method: 'POST', path: '/status/:slug/unsubscribe', auth: 'none', contentType: 'text/plain' },
});
