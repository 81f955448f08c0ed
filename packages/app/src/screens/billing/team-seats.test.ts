import { describe, expect, it } from 'vitest';
import { teamSeatsUsed } from './team-seats';

describe('team seats in use', () => {
  it('counts the members of the fullest team the user owns', () => {
    expect(teamSeatsUsed([])).toBe(0);
    expect(teamSeatsUsed([{ role: 'editor', memberCount: 40 }])).toBe(0);
    expect(
      teamSeatsUsed([
        { role: 'owner', memberCount: 1 },
        { role: 'owner', memberCount: 3 },
        { role: 'admin', memberCount: 9 },
      ]),
    ).toBe(3);
  });
});
