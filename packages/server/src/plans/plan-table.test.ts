import { type Language, OFFERED_PLAN_IDS, PLAN_IDS, PLAN_TABLE, wordedPlan } from '@hlidka/contract';
import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { plans } from '../db/schema/plans';
import { describeEachApp } from '../testing/app';

// The server has no plan table of its own: it answers, enforces and seeds the contract's (issue 16 §5). The mocks'
// test (packages/data/src/mocks/plans.test.ts) holds their answer to the same derivation.

describeEachApp('plans from the contract table', (t) => {
  it.each<Language>(['cs', 'en'])('GET /api/plans answers the table worded in %s', async (language) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/plans', headers: { 'accept-language': language } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.plans).toEqual(OFFERED_PLAN_IDS.map((id) => wordedPlan(id, language)));
  });

  it('seeds every plan of the table with its limits', async () => {
    const rows = await t.db.select().from(plans).orderBy(asc(plans.sortOrder));
    expect(rows.map((row) => row.id)).toEqual([...PLAN_IDS]);
    for (const row of rows) {
      const { websiteLimit, minIntervalSeconds, teamMemberLimit, historyDays } =
        PLAN_TABLE[row.id as keyof typeof PLAN_TABLE];
      expect(row).toMatchObject({ websiteLimit, minIntervalSeconds, teamMemberLimit, historyDays });
    }
  });
});
