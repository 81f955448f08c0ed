import { routeTable } from '../route';
import type { teamRouteSchemas } from '../teams';

export const teamRoutes = routeTable<typeof teamRouteSchemas>()({
  list: { method: 'GET', path: '/api/teams', auth: 'user' },
  create: { method: 'POST', path: '/api/teams', auth: 'user', status: 201 },
  get: { method: 'GET', path: '/api/teams/:id', auth: 'user' },
  update: { method: 'PUT', path: '/api/teams/:id', auth: 'user' },
  delete: { method: 'DELETE', path: '/api/teams/:id', auth: 'user' },
  listMembers: { method: 'GET', path: '/api/teams/:id/members', auth: 'user' },
  updateMember: { method: 'PUT', path: '/api/teams/:id/members/:userId', auth: 'user' },
  removeMember: { method: 'DELETE', path: '/api/teams/:id/members/:userId', auth: 'user' },
  leave: { method: 'POST', path: '/api/teams/:id/leave', auth: 'user' },
  createInvitation: { method: 'POST', path: '/api/teams/:id/invitations', auth: 'user', status: 201 },
  listInvitations: { method: 'GET', path: '/api/teams/:id/invitations', auth: 'user' },
  revokeInvitation: { method: 'DELETE', path: '/api/teams/:id/invitations/:invitationId', auth: 'user' },
  previewInvitation: { method: 'GET', path: '/api/team-invitations/:token', auth: 'none' },
  acceptInvitation: { method: 'POST', path: '/api/team-invitations/:token/accept', auth: 'user' },
  declineInvitation: { method: 'POST', path: '/api/team-invitations/:token/decline', auth: 'user' },
  listReceivedInvitations: { method: 'GET', path: '/api/user/team-invitations', auth: 'user' },
  acceptReceivedInvitation: {
    method: 'POST',
    path: '/api/user/team-invitations/:invitationId/accept',
    auth: 'user',
  },
  declineReceivedInvitation: {
    method: 'POST',
    path: '/api/user/team-invitations/:invitationId/decline',
    auth: 'user',
  },
});
