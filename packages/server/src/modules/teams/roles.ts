import type { TeamRole } from '@hlidka/contract';

// Rank only for managing the team (who may change whose role): owner > admin > the rest. What each role may do with
// the team's things is the permission table's (@hlidka/contract permissions.ts, access/permissions.ts).
const rank: Record<TeamRole, number> = { billing: 1, viewer: 1, editor: 1, admin: 2, owner: 3 };

/** True when `role` is at least `minRole` (owner > admin > editor, viewer, billing). */
export function hasTeamRole(role: TeamRole, minRole: TeamRole): boolean {
  return rank[role] >= rank[minRole];
}

export interface RoleChange {
  actorId: string;
  actorRole: TeamRole;
  targetId: string;
  targetRole: TeamRole;
  newRole: TeamRole;
}

export type RoleChangeDecision =
  | { kind: 'unchanged' }
  | { kind: 'change' }
  | { kind: 'transfer' }
  | { kind: 'refused'; reason: 'forbidden' | 'owner-must-transfer' };

/**
 * Who may give whom which role. Admins and the owner change admins and members; only the owner hands over the
 * owner role (a transfer: the member becomes the owner, the owner an admin); the owner's own role changes only by a
 * transfer, so a team never lacks an owner.
 */
export function decideRoleChange(change: RoleChange): RoleChangeDecision {
  const { actorId, actorRole, targetId, targetRole, newRole } = change;
  if (!hasTeamRole(actorRole, 'admin')) return { kind: 'refused', reason: 'forbidden' };
  if (newRole === 'owner') {
    if (actorRole !== 'owner') return { kind: 'refused', reason: 'forbidden' };
    return targetId === actorId ? { kind: 'unchanged' } : { kind: 'transfer' };
  }
  if (targetRole === 'owner') {
    return actorRole === 'owner'
      ? { kind: 'refused', reason: 'owner-must-transfer' }
      : { kind: 'refused', reason: 'forbidden' };
  }
  return targetRole === newRole ? { kind: 'unchanged' } : { kind: 'change' };
}

export type RemovalDecision = { kind: 'remove' } | { kind: 'refused'; reason: 'forbidden' | 'owner-cannot-be-removed' };

/** Admins and the owner remove members and admins; nobody removes the owner (the owner deletes the team instead). */
export function decideRemoval(actorRole: TeamRole, targetRole: TeamRole): RemovalDecision {
  if (!hasTeamRole(actorRole, 'admin')) return { kind: 'refused', reason: 'forbidden' };
  if (targetRole === 'owner') return { kind: 'refused', reason: 'owner-cannot-be-removed' };
  return { kind: 'remove' };
}
