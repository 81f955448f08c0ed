import { describe, expect, it } from 'vitest';
import { decideRemoval, decideRoleChange, hasTeamRole } from './roles';

describe('hasTeamRole', () => {
  it('ranks owner above admin above member', () => {
    expect(hasTeamRole('owner', 'admin')).toBe(true);
    expect(hasTeamRole('admin', 'admin')).toBe(true);
    expect(hasTeamRole('editor', 'admin')).toBe(false);
    expect(hasTeamRole('admin', 'owner')).toBe(false);
    expect(hasTeamRole('editor', 'editor')).toBe(true);
  });
});

describe('decideRoleChange', () => {
  const base = { actorId: 'a', targetId: 'b' };

  it('lets admins and the owner move others between admin and member', () => {
    expect(decideRoleChange({ ...base, actorRole: 'admin', targetRole: 'editor', newRole: 'admin' })).toEqual({
      kind: 'change',
    });
    expect(decideRoleChange({ ...base, actorRole: 'owner', targetRole: 'admin', newRole: 'editor' })).toEqual({
      kind: 'change',
    });
    expect(decideRoleChange({ ...base, actorRole: 'admin', targetRole: 'admin', newRole: 'admin' })).toEqual({
      kind: 'unchanged',
    });
  });

  it('refuses members', () => {
    expect(decideRoleChange({ ...base, actorRole: 'editor', targetRole: 'editor', newRole: 'admin' })).toEqual({
      kind: 'refused',
      reason: 'forbidden',
    });
  });

  it('lets only the owner transfer ownership', () => {
    expect(decideRoleChange({ ...base, actorRole: 'owner', targetRole: 'editor', newRole: 'owner' })).toEqual({
      kind: 'transfer',
    });
    expect(decideRoleChange({ ...base, actorRole: 'admin', targetRole: 'editor', newRole: 'owner' })).toEqual({
      kind: 'refused',
      reason: 'forbidden',
    });
    expect(
      decideRoleChange({ actorId: 'a', targetId: 'a', actorRole: 'owner', targetRole: 'owner', newRole: 'owner' }),
    ).toEqual({ kind: 'unchanged' });
  });

  it('never leaves a team without an owner', () => {
    expect(
      decideRoleChange({ actorId: 'a', targetId: 'a', actorRole: 'owner', targetRole: 'owner', newRole: 'admin' }),
    ).toEqual({ kind: 'refused', reason: 'owner-must-transfer' });
    expect(decideRoleChange({ ...base, actorRole: 'admin', targetRole: 'owner', newRole: 'editor' })).toEqual({
      kind: 'refused',
      reason: 'forbidden',
    });
  });
});

describe('decideRemoval', () => {
  it('lets admins and the owner remove admins and members, never the owner', () => {
    expect(decideRemoval('admin', 'editor')).toEqual({ kind: 'remove' });
    expect(decideRemoval('admin', 'admin')).toEqual({ kind: 'remove' });
    expect(decideRemoval('owner', 'admin')).toEqual({ kind: 'remove' });
    expect(decideRemoval('admin', 'owner')).toEqual({ kind: 'refused', reason: 'owner-cannot-be-removed' });
    expect(decideRemoval('owner', 'owner')).toEqual({ kind: 'refused', reason: 'owner-cannot-be-removed' });
    expect(decideRemoval('editor', 'editor')).toEqual({ kind: 'refused', reason: 'forbidden' });
  });
});
