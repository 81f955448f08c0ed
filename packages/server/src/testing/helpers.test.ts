import { expect, it } from 'vitest';
import { appMeta } from '../db/schema/index';
import { describeEachApp } from './app';

describeEachApp(
  'test helpers',
  (t) => {
    it('give an app on a migrated database with a capturing mailer and a hand-moved clock', async () => {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.json().data.database).toBe(t.kind);
      await t.db.insert(appMeta).values({ key: 'helper', value: 1 });
      expect(await t.db.select().from(appMeta)).toHaveLength(1);
      await t.app.mailer.send({ to: 'Jana@Example.cz', subject: 'Ahoj', html: '<p>Ahoj</p>', text: 'Ahoj' });
      expect(t.mailer.to('jana@example.cz')).toHaveLength(1);
      const before = t.app.clock.now().getTime();
      t.clock.advance(60_000);
      expect(t.app.clock.now().getTime() - before).toBe(60_000);
    });
  },
  { modules: [] },
);
