import type { acknowledgementLinkRouteSchemas, escalationPolicyRouteSchemas } from '../escalation-policies';
import { routeTable } from '../route';

export const escalationPolicyRoutes = routeTable<typeof escalationPolicyRouteSchemas>()({
  list: { method: 'GET', path: '/api/escalation-policies', auth: 'user' },
  people: { method: 'GET', path: '/api/escalation-policies/people', auth: 'user' },
  create: { method: 'POST', path: '/api/escalation-policies', auth: 'user', status: 201 },
  get: { method: 'GET', path: '/api/escalation-policies/:id', auth: 'user' },
  update: { method: 'PUT', path: '/api/escalation-policies/:id', auth: 'user' },
  delete: { method: 'DELETE', path: '/api/escalation-policies/:id', auth: 'user' },
});

export const acknowledgementLinkRoutes = routeTable<typeof acknowledgementLinkRouteSchemas>()({
  view: { method: 'GET', path: '/api/acknowledgement-links/:token', auth: 'none' },
  acknowledge: { method: 'POST', path: '/api/acknowledgement-links/:token', auth: 'none' },
});
