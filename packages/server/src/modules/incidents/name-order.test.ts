import { defaultCheckSettings, incidentListDataSchema } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { incidents } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import { users } from '../../db/schema/users';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, type Registered, registerUser } from '../../testing/auth';

const czechOrder = ['Ábel', 'Cyril', 'Čapek', 'Hrad', 'Chata', 'Řeka', 'Zámek', 'Žirafa'];
const englishOrder = ['Ábel', 'Čapek', 'Chata', 'Cyril', 'Hrad', 'Řeka', 'Zámek', 'Žirafa'];

describeEachApp('incidents by website name', (t) => {
  let reader: Registered;

  const names = async (query: string) =>
    expectData(
      await t.app.inject({ url: `/api/incidents?${query}`, headers: bearer(reader.token) }),
      incidentListDataSchema,
    ).incidents.map((incident) => incident.website.name);

  beforeAll(async () => {
    reader = await registerUser(t.app);
    const rows = await t.db
      .insert(websites)
      .values(
        [...czechOrder].reverse().map((name, index) => ({
          ownerId: reader.user.id,
          name,
          settings: defaultCheckSettings('http'),
          url: `https://m${index}.cz`,
          intervalSeconds: 60,
        })),
      )
      .returning({ id: websites.id });
    await t.db.insert(incidents).values(rows.map((row) => ({ websiteId: row.id, startedAt: t.clock.now() })));
  });

  it('sorts by website and by title in the order of names of the reader language', async () => {
    for (const sort of ['website', 'title']) {
      expect(await names(`sort=${sort}&order=asc`)).toEqual(czechOrder);
      expect(await names(`sort=${sort}&order=desc&limit=3&page=1`)).toEqual([...czechOrder].reverse().slice(0, 3));
    }
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, reader.user.id));
    expect(await names('sort=website&order=asc')).toEqual(englishOrder);
    expect(await names('sort=title&order=desc')).toEqual([...englishOrder].reverse());
  });
});
