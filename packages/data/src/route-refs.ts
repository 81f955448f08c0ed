import type {
  AnyRouteDef,
  authRoutes,
  incidentRoutes,
  notificationRoutes,
  RouteRequestBody,
  RouteRequestParams,
  RouteResult,
  userRoutes,
} from '@hlidka/contract';
import { type ApiClient, interpolatePath, type RequestOptions } from './client';

/**
 * What the client needs to call a contract route, without the route's zod schemas. The sign-in screens, the signed-in
 * shell and the dashboard call only these, so none of them carries schema code (`npm run bench -- bundle`: zod alone
 * is about 26 KB of gzip); route-refs.test.ts checks every reference against the contract's route table. Other screens
 * keep using `client.call(route)`.
 */
export interface RouteRef<D extends AnyRouteDef> {
  readonly method: D['method'];
  readonly path: string;
  readonly auth: D['auth'];
  /** A flat answer, not an envelope (the Google endpoints). */
  readonly raw: boolean;
  /** Carries the route's types only. */
  readonly def?: D;
}

function ref<D extends AnyRouteDef>(route: Omit<RouteRef<D>, 'def'>): RouteRef<D> {
  return route;
}

type AuthRoutes = typeof authRoutes;
type UserRoutes = typeof userRoutes;
type NotificationRoutes = typeof notificationRoutes;
type IncidentRoutes = typeof incidentRoutes;

export const authRouteRefs = {
  register: ref<AuthRoutes['register']>({ method: 'POST', path: '/api/register', auth: 'none', raw: false }),
  login: ref<AuthRoutes['login']>({ method: 'POST', path: '/api/login_check', auth: 'none', raw: false }),
  forgotPassword: ref<AuthRoutes['forgotPassword']>({
    method: 'POST',
    path: '/api/forgot-password',
    auth: 'none',
    raw: false,
  }),
  resetPassword: ref<AuthRoutes['resetPassword']>({
    method: 'POST',
    path: '/api/reset-password',
    auth: 'none',
    raw: false,
  }),
  googleAuthorize: ref<AuthRoutes['googleAuthorize']>({
    method: 'GET',
    path: '/api/auth/oauth/google/authorize',
    auth: 'none',
    raw: true,
  }),
  googleLink: ref<AuthRoutes['googleLink']>({
    method: 'POST',
    path: '/api/auth/oauth/google/link',
    auth: 'user',
    raw: true,
  }),
  googleUnlink: ref<AuthRoutes['googleUnlink']>({
    method: 'DELETE',
    path: '/api/auth/oauth/google/unlink',
    auth: 'user',
    raw: true,
  }),
};

export const userRouteRefs = {
  getUser: ref<UserRoutes['getUser']>({ method: 'GET', path: '/api/user', auth: 'user', raw: false }),
  acceptTerms: ref<UserRoutes['acceptTerms']>({
    method: 'POST',
    path: '/api/user/accept-terms',
    auth: 'user',
    raw: false,
  }),
  updateProfile: ref<UserRoutes['updateProfile']>({ method: 'PUT', path: '/api/profile', auth: 'user', raw: false }),
  changePassword: ref<UserRoutes['changePassword']>({
    method: 'POST',
    path: '/api/user/change-password',
    auth: 'user',
    raw: false,
  }),
  deleteAccount: ref<UserRoutes['deleteAccount']>({
    method: 'DELETE',
    path: '/api/account/delete',
    auth: 'user',
    raw: false,
  }),
};

export const notificationRouteRefs = {
  markRead: ref<NotificationRoutes['markRead']>({
    method: 'POST',
    path: '/api/notifications/:id/read',
    auth: 'user',
    raw: false,
  }),
  markAllRead: ref<NotificationRoutes['markAllRead']>({
    method: 'POST',
    path: '/api/notifications/mark-all-read',
    auth: 'user',
    raw: false,
  }),
  delete: ref<NotificationRoutes['delete']>({
    method: 'DELETE',
    path: '/api/notifications/:id',
    auth: 'user',
    raw: false,
  }),
  deleteAll: ref<NotificationRoutes['deleteAll']>({
    method: 'DELETE',
    path: '/api/notifications',
    auth: 'user',
    raw: false,
  }),
};

/** The incident actions: their module (use-incidents.ts) also serves the dashboard's latest incidents. */
export const incidentRouteRefs = {
  acknowledge: ref<IncidentRoutes['acknowledge']>({
    method: 'POST',
    path: '/api/incidents/:id/acknowledge',
    auth: 'user',
    raw: false,
  }),
  resolve: ref<IncidentRoutes['resolve']>({
    method: 'POST',
    path: '/api/incidents/:id/resolve',
    auth: 'user',
    raw: false,
  }),
  addNote: ref<IncidentRoutes['addNote']>({
    method: 'POST',
    path: '/api/incidents/:id/notes',
    auth: 'user',
    raw: false,
  }),
};

/** `client.call` for a route reference (params and body: the referenced routes have no query). */
export function callRef<D extends AnyRouteDef>(
  client: ApiClient,
  route: RouteRef<D>,
  input: { params?: RouteRequestParams<D>; body?: RouteRequestBody<D> } = {},
  extra: Pick<RequestOptions, 'fallbackMessage' | 'notFoundMessage'> = {},
): Promise<RouteResult<D>> {
  return client.request<RouteResult<D>>(
    interpolatePath(route.path, input.params as Record<string, unknown> | undefined),
    { ...extra, method: route.method, body: input.body, raw: route.raw, auth: route.auth === 'user' },
  );
}
