import { routeTable } from '../route';
import type { userRouteSchemas } from '../user';

export const userRoutes = routeTable<typeof userRouteSchemas>()({
  getUser: { method: 'GET', path: '/api/user', auth: 'user' },
  updateUser: { method: 'PUT', path: '/api/user', auth: 'user' },
  updateProfile: { method: 'PUT', path: '/api/profile', auth: 'user' },
  getSettings: { method: 'GET', path: '/api/user/settings', auth: 'user' },
  updateSettings: { method: 'PUT', path: '/api/user/settings', auth: 'user' },
  changePassword: { method: 'POST', path: '/api/user/change-password', auth: 'user' },
  deletionCheck: { method: 'GET', path: '/api/account/deletion/check', auth: 'user' },
  deleteAccount: { method: 'DELETE', path: '/api/account/delete', auth: 'user' },
  loginHistory: { method: 'GET', path: '/api/user/login-history', auth: 'user' },
  loginStats: { method: 'GET', path: '/api/user/login-stats', auth: 'user' },
  suspiciousLogins: { method: 'GET', path: '/api/user/suspicious-logins', auth: 'user' },
  activeSessions: { method: 'GET', path: '/api/user/active-sessions', auth: 'user' },
  terminateSession: { method: 'POST', path: '/api/user/sessions/:id/terminate', auth: 'user' },
  terminateOtherSessions: { method: 'POST', path: '/api/user/sessions/terminate-all-others', auth: 'user' },
  acceptTerms: { method: 'POST', path: '/api/user/accept-terms', auth: 'user' },
  getEmailChange: { method: 'GET', path: '/api/user/email-change', auth: 'user' },
  requestEmailChange: { method: 'POST', path: '/api/user/email-change', auth: 'user' },
  cancelEmailChange: { method: 'DELETE', path: '/api/user/email-change', auth: 'user' },
  confirmEmailChange: { method: 'POST', path: '/api/user/email-change/confirm', auth: 'none' },
  uploadAvatar: { method: 'PUT', path: '/api/user/avatar', auth: 'user' },
  deleteAvatar: { method: 'DELETE', path: '/api/user/avatar', auth: 'user' },
  getAvatar: { method: 'GET', path: '/api/avatars/:id', auth: 'none', raw: true },
  exportData: { method: 'GET', path: '/api/user/export', auth: 'user', raw: true },
});
