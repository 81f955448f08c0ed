import { incidentTimelineTypeValues, websiteStatusValues, websiteTypeValues } from '@hlidka/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';

// The schema derives the websites' check constraints from the contract's lists; the migrated database must hold the
// same lists, so a type or status added to the contract fails here until a migration changes the constraint.
describeEachDatabase('website vocabulary in the database', (ctx) => {
  async function allowedValues(constraint: string): Promise<string[]> {
    const rows = await ctx.database.query(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = '${constraint}'`,
    );
    const definition = String(rows[0]?.definition ?? '');
    return [...definition.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
  }

  it('allows exactly the contract’s website types', async () => {
    expect((await allowedValues('websites_type_check')).sort()).toEqual([...websiteTypeValues].sort());
  });

  it('allows exactly the contract’s website statuses', async () => {
    expect((await allowedValues('websites_status_check')).sort()).toEqual([...websiteStatusValues].sort());
  });

  it('allows exactly the contract’s incident timeline types', async () => {
    expect((await allowedValues('incident_events_type_check')).sort()).toEqual([...incidentTimelineTypeValues].sort());
  });
});
