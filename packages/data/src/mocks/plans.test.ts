import { type Language, OFFERED_PLAN_IDS, PLAN_TABLE, planName, wordedPlan } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { BASE, setupMockServer } from '../testing/msw';
import { scenario } from './scenarios';

// The mocks serve the contract's plan table as the server does (issue 16 §5): both answer GET /api/plans with
// `wordedPlan` over the plans for sale (the server's side: packages/server/src/plans/plan-table.test.ts). A second
// table of plans in the mocks fails here.

const server = setupMockServer();

const get = async (path: string, language: Language) => {
  const response = await fetch(`${BASE}${path}`, { headers: { 'Accept-Language': language } });
  return (await response.json()).data;
};

describe.each<Language>(['cs', 'en'])('the mocks’ plans in %s', (language) => {
  it('GET /api/plans answers the table worded in the language, as the server does', async () => {
    server.use(...scenario('populated'));
    expect((await get('/api/plans', language)).plans).toEqual(OFFERED_PLAN_IDS.map((id) => wordedPlan(id, language)));
  });

  it("the quota and the subscription's plan come from the same table", async () => {
    server.use(...scenario('planLimitReached'));
    const { quota } = await get('/api/websites/quota', language);
    const { websiteLimit, minIntervalSeconds, teamMemberLimit, historyDays } = PLAN_TABLE.free;
    expect(quota).toMatchObject({ planId: 'free', planName: planName('free', language), websiteLimit });
    expect(quota).toMatchObject({ minIntervalSeconds, teamMemberLimit, historyDays });
    const { subscription } = await get('/api/subscriptions/current', language);
    expect(subscription.plan).toEqual(wordedPlan('free', language));
  });
});
