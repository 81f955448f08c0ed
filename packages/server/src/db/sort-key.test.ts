import type { Language } from '@hlidka/contract';
import { defaultCheckSettings } from '@hlidka/contract';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { websites } from './schema/monitoring';
import { sortKey } from './schema/sort-key';
import { users } from './schema/users';

/** Names in Czech order: digits first, č after c, ch after h, ř after r, š after s, ž last; accents, then case, decide ties. */
const czechOrder = [
  '10 webů',
  '2. web',
  'abel',
  'Abel',
  'Ábel',
  'Abela',
  'Cyril',
  'Čapek',
  'Česko',
  'Ďábel',
  'dům',
  'Hrad',
  'Hrad A',
  'Hrada',
  'Chata',
  'CHATA B',
  'Ivan',
  'Rum',
  'Řeka',
  'Sůl',
  'Šroub',
  'Ťapka',
  'tma',
  'Úl',
  'Zámek',
  'Zebra',
  'Žirafa',
];

/** The same names in English order: č, ř, š and ž are accented letters, ch is c and h. */
const englishOrder = [
  '10 webů',
  '2. web',
  'abel',
  'Abel',
  'Ábel',
  'Abela',
  'Čapek',
  'Česko',
  'Chata',
  'CHATA B',
  'Cyril',
  'Ďábel',
  'dům',
  'Hrad',
  'Hrad A',
  'Hrada',
  'Ivan',
  'Řeka',
  'Rum',
  'Šroub',
  'Sůl',
  'Ťapka',
  'tma',
  'Úl',
  'Zámek',
  'Zebra',
  'Žirafa',
];

const shuffled = [...czechOrder].reverse();

describeEachDatabase('hlidka_sort_key', (t) => {
  const sorted = async (names: readonly string[], language: Language) => {
    const result = await t.db.execute<{ name: string }>(
      sql`select name from unnest(${sql.param([...names])}::text[]) as n(name) order by ${sortKey(sql`name`, language)}`,
    );
    return result.rows.map((row) => row.name);
  };

  it('orders names by Czech collation for Czech readers', async () => {
    expect(await sorted(shuffled, 'cs')).toEqual(czechOrder);
  });

  it('orders the same names by English collation for English readers', async () => {
    expect(await sorted(shuffled, 'en')).toEqual(englishOrder);
  });

  it('agrees with Intl.Collator, which the UI sorts with', async () => {
    for (const language of ['cs', 'en'] as const) {
      expect(await sorted(shuffled, language)).toEqual([...shuffled].sort(new Intl.Collator(language).compare));
    }
  });

  it('ignores case and accents before letters differ, and keeps names that differ only in them apart', async () => {
    expect(await sorted(['ŽÁBA', 'žába', 'Žába', 'zaba', 'žabák'], 'cs')).toEqual([
      'zaba',
      'žába',
      'Žába',
      'ŽÁBA',
      'žabák',
    ]);
    expect(await sorted(['Web  B', 'Web B', 'web b'], 'cs')).toEqual(['web b', 'Web B', 'Web  B']);
  });

  it('keeps the stored keys of a website equal to its name when the name changes', async () => {
    const [owner] = await t.db
      .insert(users)
      .values({ email: 'razeni@example.cz', firstName: 'Jana', lastName: 'Nováková' })
      .returning({ id: users.id });
    if (!owner) throw new Error('No user');
    const [website] = await t.db
      .insert(websites)
      .values({
        ownerId: owner.id,
        name: 'Chata',
        settings: defaultCheckSettings('http'),
        url: 'https://chata.example.cz',
        intervalSeconds: 60,
      })
      .returning();
    if (!website) throw new Error('No website');
    await t.db.update(websites).set({ name: 'Čapek' }).where(eq(websites.id, website.id));
    const [keys] = await t.db
      .select({
        cs: websites.nameKeyCs,
        en: websites.nameKeyEn,
        expectedCs: sortKey(sql`'Čapek'`, 'cs'),
        expectedEn: sortKey(sql`'Čapek'`, 'en'),
      })
      .from(websites)
      .where(eq(websites.id, website.id));
    expect(keys?.cs).toBe(keys?.expectedCs);
    expect(keys?.en).toBe(keys?.expectedEn);
  });
});
