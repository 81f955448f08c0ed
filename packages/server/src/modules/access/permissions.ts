import { can, type PermissionAction, type PermissionResource, type TeamRole } from '@hlidka/contract';
import type { DbOrTx } from '../../db/types';
import { AppError, type Translated } from '../../http/app-error';
import { roleLabels } from '../teams/messages';
import { requireTeamRole, teamRoleOf } from './team-role';

// The server's side of the one permission table (@hlidka/contract permissions.ts): every change of a team's thing asks
// `requirePermission` (or `refuseUnlessCan` with a role already read). A personal thing (no team) is its owner's.

/** The translated refusal naming the caller's role (403 FORBIDDEN). */
export function roleForbids(role: TeamRole): Translated {
  const label = roleLabels[role];
  return {
    cs: `Vaše role v týmu (${label.cs}) tuto akci nedovoluje`,
    en: `Your role in the team (${label.en}) does not allow this`,
  };
}

/** Throws 403 FORBIDDEN unless `role` may do `action` on `resource` (`message` instead of the generic refusal). */
export function refuseUnlessCan(
  role: TeamRole | null,
  action: PermissionAction,
  resource: PermissionResource,
  message?: Translated,
): void {
  if (role !== null && !can(role, action, resource)) throw new AppError('FORBIDDEN', message ?? roleForbids(role));
}

/**
 * The caller's role in `teamId` when it allows `action` on `resource`: 404 when not a member (like a team that does not
 * exist), 403 TWO_FACTOR_REQUIRED when the team's requirement shuts them out, 403 FORBIDDEN when the table refuses.
 * Without a team (a personal thing) null: the owner may do everything with their own things.
 */
export async function requirePermission(
  db: DbOrTx,
  teamId: string | null | undefined,
  userId: string,
  action: PermissionAction,
  resource: PermissionResource,
  message?: Translated,
): Promise<TeamRole | null> {
  if (!teamId) return null;
  const { role } = await requireTeamRole(db, teamId, userId);
  refuseUnlessCan(role, action, resource, message);
  return role;
}

/**
 * A thing already found in the caller's scope may be changed (`write`) or removed (`delete`) by them: a personal thing
 * by its owner (the scope shows it to no one else); a team's thing as the table lets the caller's role — and its
 * author, who may change it, may also remove it. 403 FORBIDDEN (`message`, else the role's refusal) otherwise.
 */
export async function requireThingPermission(
  db: DbOrTx,
  thing: { ownerId: string | null; teamId: string | null },
  userId: string,
  action: Exclude<PermissionAction, 'read'>,
  resource: PermissionResource,
  message?: Translated,
): Promise<void> {
  if (!thing.teamId) {
    if (thing.ownerId === userId) return;
    throw new AppError('FORBIDDEN', message);
  }
  const role = await teamRoleOf(db, thing.teamId, userId);
  if (!role) throw new AppError('FORBIDDEN', message);
  if (action === 'delete' && thing.ownerId === userId && can(role, 'write', resource)) return;
  refuseUnlessCan(role, action, resource, message);
}
