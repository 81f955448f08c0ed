import { describe, expect, it } from 'vitest';
import { editAccess } from './edit-access';

const teams = [
  { id: 'team-viewer', name: 'Provoz', role: 'viewer' as const },
  { id: 'team-billing', name: 'Účtárna', role: 'billing' as const },
  { id: 'team-editor', name: 'Web', role: 'editor' as const },
  { id: 'team-admin', name: 'Správa', role: 'admin' as const },
];

describe('editAccess (the edit screens guard)', () => {
  it('leaves the screen open while the thing loads and for a personal thing', () => {
    expect(editAccess('websites', undefined, teams)).toEqual({ state: 'open' });
    expect(editAccess('websites', { teamId: null }, undefined)).toEqual({ state: 'open' });
  });

  it('waits for the teams before it decides about a team thing', () => {
    expect(editAccess('websites', { teamId: 'team-viewer' }, undefined)).toEqual({ state: 'checking' });
  });

  it('denies a viewer and billing, naming the team and the role', () => {
    expect(editAccess('websites', { teamId: 'team-viewer' }, teams)).toEqual({ state: 'denied', team: teams[0] });
    expect(editAccess('escalationPolicies', { teamId: 'team-billing' }, teams)).toEqual({
      state: 'denied',
      team: teams[1],
    });
  });

  it('follows the permission table per resource: an editor changes websites, not status pages or schedules', () => {
    expect(editAccess('websites', { teamId: 'team-editor' }, teams).state).toBe('open');
    expect(editAccess('escalationPolicies', { teamId: 'team-editor' }, teams).state).toBe('open');
    expect(editAccess('statusPages', { teamId: 'team-editor' }, teams).state).toBe('denied');
    expect(editAccess('maintenance', { teamId: 'team-editor' }, teams).state).toBe('denied');
    expect(editAccess('schedules', { teamId: 'team-editor' }, teams).state).toBe('denied');
    expect(editAccess('team', { teamId: 'team-editor' }, teams).state).toBe('denied');
    expect(editAccess('statusPages', { teamId: 'team-admin' }, teams).state).toBe('open');
    expect(editAccess('team', { teamId: 'team-admin' }, teams).state).toBe('open');
  });

  it('leaves a team missing from the list (or teams that failed to load) to the server', () => {
    expect(editAccess('websites', { teamId: 'team-gone' }, teams)).toEqual({ state: 'open' });
    expect(editAccess('websites', { teamId: 'team-viewer' }, [])).toEqual({ state: 'open' });
  });
});
