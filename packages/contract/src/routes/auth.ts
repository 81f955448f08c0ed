import type { authRouteSchemas } from '../auth';
import { routeTable } from '../route';

export const authRoutes = routeTable<typeof authRouteSchemas>()({
  register: { method: 'POST', path: '/api/register', auth: 'none', status: 201 },
  login: { method: 'POST', path: '/api/login_check', auth: 'none' },
  logout: { method: 'POST', path: '/api/logout', auth: 'none' },
  refreshToken: { method: 'POST', path: '/api/refresh-token', auth: 'none' },
  forgotPassword: { method: 'POST', path: '/api/forgot-password', auth: 'none' },
  resetPassword: { method: 'POST', path: '/api/reset-password', auth: 'none' },
  providers: { method: 'GET', path: '/api/auth/providers', auth: 'none' },
  googleAuthorize: { method: 'GET', path: '/api/auth/oauth/google/authorize', auth: 'none', raw: true },
  googleCallback: { method: 'GET', path: '/api/auth/oauth/google/callback', auth: 'none', status: 302, raw: true },
  googleRefresh: { method: 'POST', path: '/api/auth/oauth/google/refresh', auth: 'user', raw: true },
  googleLink: { method: 'POST', path: '/api/auth/oauth/google/link', auth: 'user', raw: true },
  googleUnlink: { method: 'DELETE', path: '/api/auth/oauth/google/unlink', auth: 'user', raw: true },
});
