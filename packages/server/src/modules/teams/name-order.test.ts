import { teamListDataSchema, teamMemberListDataSchema } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { teamMembers, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, type Registered, registerUser, uniqueEmail } from '../../testing/auth';

const czechOrder = ['Ábel', 'Cyril', 'Čapek', 'Hrad', 'Chata', 'Řeka', 'Zámek', 'Žirafa'];
const englishOrder = ['Ábel', 'Čapek', 'Chata', 'Cyril', 'Hrad', 'Řeka', 'Zámek', 'Žirafa'];

describeEachApp('teams and members by name', (t) => {
  let reader: Registered;
  let memberTeamId: string;

  const get = (url: string) => t.app.inject({ url, headers: bearer(reader.token) });
  const teamNames = async () => expectData(await get('/api/teams'), teamListDataSchema).teams.map((team) => team.name);
  /** Surnames of the members other than the reader (the owner, listed first by role). */
  const memberNames = async () =>
    expectData(await get(`/api/teams/${memberTeamId}/members`), teamMemberListDataSchema)
      .members.filter((member) => member.role === 'editor')
      .map((member) => member.lastName);
  const readIn = (language: 'cs' | 'en') => t.db.update(users).set({ language }).where(eq(users.id, reader.user.id));

  beforeAll(async () => {
    reader = await registerUser(t.app);
    const created = await t.db
      .insert(teams)
      .values([...czechOrder].reverse().map((name) => ({ name })))
      .returning({ id: teams.id });
    await t.db
      .insert(teamMembers)
      .values(created.map((team) => ({ teamId: team.id, userId: reader.user.id, role: 'owner' as const })));
    memberTeamId = created[0]?.id ?? '';
    const people = await t.db
      .insert(users)
      .values(
        [...czechOrder].reverse().map((lastName) => ({ email: uniqueEmail('clen'), firstName: 'Jana', lastName })),
      )
      .returning({ id: users.id });
    await t.db
      .insert(teamMembers)
      .values(people.map((person) => ({ teamId: memberTeamId, userId: person.id, role: 'editor' as const })));
  });

  it('lists teams and members in the order of names of the reader language', async () => {
    expect(await teamNames()).toEqual(czechOrder);
    expect(await memberNames()).toEqual(czechOrder);
    await readIn('en');
    try {
      expect(await teamNames()).toEqual(englishOrder);
      expect(await memberNames()).toEqual(englishOrder);
    } finally {
      await readIn('cs');
    }
  });
});
