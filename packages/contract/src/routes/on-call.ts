import type { onCallRouteSchemas } from '../on-call';
import { routeTable } from '../route';

const SCHEDULE = '/api/on-call-schedules/:id';

export const onCallRoutes = routeTable<typeof onCallRouteSchemas>()({
  list: { method: 'GET', path: '/api/on-call-schedules', auth: 'user' },
  create: { method: 'POST', path: '/api/on-call-schedules', auth: 'user', status: 201 },
  get: { method: 'GET', path: SCHEDULE, auth: 'user' },
  update: { method: 'PUT', path: SCHEDULE, auth: 'user' },
  delete: { method: 'DELETE', path: SCHEDULE, auth: 'user' },
  createLayer: { method: 'POST', path: `${SCHEDULE}/layers`, auth: 'user', status: 201 },
  updateLayer: { method: 'PUT', path: `${SCHEDULE}/layers/:layerId`, auth: 'user' },
  deleteLayer: { method: 'DELETE', path: `${SCHEDULE}/layers/:layerId`, auth: 'user' },
  createOverride: { method: 'POST', path: `${SCHEDULE}/overrides`, auth: 'user', status: 201 },
  updateOverride: { method: 'PUT', path: `${SCHEDULE}/overrides/:overrideId`, auth: 'user' },
  deleteOverride: { method: 'DELETE', path: `${SCHEDULE}/overrides/:overrideId`, auth: 'user' },
  onCall: { method: 'GET', path: `${SCHEDULE}/on-call`, auth: 'user' },
  shifts: { method: 'GET', path: `${SCHEDULE}/shifts`, auth: 'user' },
  rotateCalendarToken: { method: 'POST', path: `${SCHEDULE}/calendar-token`, auth: 'user' },
  calendar: {
    method: 'GET',
    path: `${SCHEDULE}/calendar.ics`,
    auth: 'none',
    contentType: 'text/calendar; charset=utf-8',
  },
});
