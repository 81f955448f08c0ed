import { dashboardDataSchema, defaultCheckSettings, reportDataSchema, websiteListDataSchema } from '@hlidka/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { websites } from '../../db/schema/monitoring';
import { teamMembers, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, type Registered, registerUser } from '../../testing/auth';

/** The caller's own websites and those of a teammate, in Czech order (ch after h, č after c, ž last). */
const czechOrder = [
  'Ábel',
  'Cyril',
  'Čapek',
  'Hrad',
  'Chata',
  'Ivan',
  'Rum',
  'Řeka',
  'Sůl',
  'Šroub',
  'Zámek',
  'Žirafa',
];
/** The same websites in English order (č, ř, š, ž are accented letters, ch is c and h). */
const englishOrder = [
  'Ábel',
  'Čapek',
  'Chata',
  'Cyril',
  'Hrad',
  'Ivan',
  'Řeka',
  'Rum',
  'Šroub',
  'Sůl',
  'Zámek',
  'Žirafa',
];
/** Owned by the teammate, in the caller's team: the list's second branch, merged into the same order. */
const teammates = new Set(['Čapek', 'Chata', 'Žirafa']);

describeEachApp('websites list by name', (t) => {
  let reader: Registered;

  const names = async (query: string) =>
    expectData(
      await t.app.inject({ url: `/api/websites?sort=name&${query}`, headers: bearer(reader.token) }),
      websiteListDataSchema,
    ).websites.map((w) => w.name);

  /** Every page of `limit` websites, first to last (the later half of the pages is read from the list's end). */
  const allPages = async (order: 'asc' | 'desc', limit: number) => {
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(czechOrder.length / limit); page++) {
      pages.push(...(await names(`order=${order}&limit=${limit}&page=${page}`)));
    }
    return pages;
  };

  beforeAll(async () => {
    reader = await registerUser(t.app);
    const teammate = await registerUser(t.app);
    const [team] = await t.db.insert(teams).values({ name: 'Provoz' }).returning({ id: teams.id });
    if (!team) throw new Error('No team');
    await t.db.insert(teamMembers).values([
      { teamId: team.id, userId: teammate.user.id, role: 'owner' },
      { teamId: team.id, userId: reader.user.id, role: 'editor' },
    ]);
    await t.db.insert(websites).values(
      [...czechOrder].reverse().map((name, index) => ({
        ownerId: teammates.has(name) ? teammate.user.id : reader.user.id,
        teamId: teammates.has(name) ? team.id : null,
        name,
        settings: defaultCheckSettings('http'),
        url: `https://m${index}.cz`,
        intervalSeconds: 60,
      })),
    );
  });

  it('sorts by Czech collation for a Czech reader, both ways and across pages', async () => {
    expect(await names('order=asc&limit=100')).toEqual(czechOrder);
    expect(await names('order=desc&limit=100')).toEqual([...czechOrder].reverse());
    for (const limit of [1, 5]) {
      expect(await allPages('asc', limit)).toEqual(czechOrder);
      expect(await allPages('desc', limit)).toEqual([...czechOrder].reverse());
    }
    // A search reads its matches in the same order.
    expect(await names('order=asc&search=a')).toEqual(czechOrder.filter((name) => /a/i.test(name)));
  });

  it('sorts the same websites by English collation for an English reader', async () => {
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, reader.user.id));
    try {
      expect(await names('order=asc&limit=100')).toEqual(englishOrder);
      expect(await allPages('desc', 5)).toEqual([...englishOrder].reverse());
    } finally {
      await t.db.update(users).set({ language: 'cs' }).where(eq(users.id, reader.user.id));
    }
  });

  it('lists the websites of the dashboard and of a report in the same order', async () => {
    const read = (url: string) => t.app.inject({ url, headers: bearer(reader.token) });
    const dashboard = expectData(await read('/api/dashboard'), dashboardDataSchema);
    expect(dashboard.list.map((w) => w.name)).toEqual(czechOrder);
    const report = expectData(await read('/api/reports'), reportDataSchema);
    expect(report.websites.map((w) => w.name)).toEqual(czechOrder);
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, reader.user.id));
    try {
      expect(expectData(await read('/api/dashboard'), dashboardDataSchema).list.map((w) => w.name)).toEqual(
        englishOrder,
      );
      expect(expectData(await read('/api/reports'), reportDataSchema).websites.map((w) => w.name)).toEqual(
        englishOrder,
      );
    } finally {
      await t.db.update(users).set({ language: 'cs' }).where(eq(users.id, reader.user.id));
    }
  });

  it('pages by name from the (owner, name key, id) index, without sorting the rows', async () => {
    for (const language of ['cs', 'en'] as const) {
      const plan = await t.db.transaction(async (tx) => {
        // On a few rows a scan and a sort is cheaper; forbid both to see whether the index gives the order by itself.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql`
          explain select w.id from websites w where w.owner_id = ${reader.user.id}
          order by ${sql.raw(`w.name_key_${language}`)}, w.id limit 5`);
        return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain(`websites_owner_name_${language}_idx`);
      expect(plan).not.toMatch(/\bSort\b/);
    }
  });
});
