import { expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { login, registerUser } from '../../testing/auth';
import { pruneAuthData } from './prune';

describeEachApp('pruneAuthData', (t) => {
  it('deletes long-ended sessions with their tokens and old sign-in records, and keeps live ones', async () => {
    const user = await registerUser(t.app);
    const ended = await login(t.app, user.email, user.password);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${ended.token}` } });
    const count = async (sql: string) => Number((await t.database.query(sql, [user.user.id]))[0]?.n);
    const sessionsSql = 'select count(*)::int as n from sessions where user_id = $1';
    expect(await count(sessionsSql)).toBe(2);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const fresh = await login(t.app, user.email, user.password);
    await pruneAuthData(t.db, t.clock.now());
    // The session logged out 31 days ago is gone; the one that ended a day ago and the new one stay.
    expect(await count(sessionsSql)).toBe(2);
    expect(
      await count(
        'select count(*)::int as n from refresh_tokens r join sessions s on s.id = r.session_id where s.user_id = $1',
      ),
    ).toBe(2);
    expect(await count('select count(*)::int as n from login_events where user_id = $1')).toBe(3);
    t.clock.advance(366 * 24 * 60 * 60 * 1000);
    await pruneAuthData(t.db, t.clock.now());
    expect(await count('select count(*)::int as n from login_events where user_id = $1')).toBe(0);
    expect(await count(sessionsSql)).toBe(0);
    expect(fresh.user.id).toBe(user.user.id);
  });
});
