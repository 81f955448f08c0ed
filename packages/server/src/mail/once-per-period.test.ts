import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { mailRules } from './mail-rules';
import { claimMail, type MailRule, pruneMailAllowances } from './once-per-period';

const at = (iso: string) => new Date(iso);
let counter = 0;
const freshKey = () => `key-${Date.now().toString(36)}-${++counter}`;

describeEachDatabase('once-per-period e-mail allowances', (ctx) => {
  const once: MailRule = { purpose: 'test_once', periodMs: 10 * 60_000 };
  const threeAMinuteApart: MailRule = { purpose: 'test_three', periodMs: 3_600_000, max: 3, gapMs: 60_000 };

  it('grants one of 20 concurrent claims, whatever their order', async () => {
    const key = freshKey();
    const now = at('2026-05-01T10:00:00Z');
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimMail(ctx.db, once, key, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('grants again once the period has passed, and a released allowance at once', async () => {
    const key = freshKey();
    expect(await claimMail(ctx.db, once, key, at('2026-05-01T10:00:00Z'))).not.toBeNull();
    expect(await claimMail(ctx.db, once, key, at('2026-05-01T10:09:59Z'))).toBeNull();
    const again = await claimMail(ctx.db, once, key, at('2026-05-01T10:10:00Z'));
    expect(again).not.toBeNull();
    expect(await claimMail(ctx.db, once, key, at('2026-05-01T10:10:01Z'))).toBeNull();
    await again?.release();
    expect(await claimMail(ctx.db, once, key, at('2026-05-01T10:10:02Z'))).not.toBeNull();
    // Another key and another purpose have allowances of their own.
    expect(await claimMail(ctx.db, once, freshKey(), at('2026-05-01T10:10:02Z'))).not.toBeNull();
    expect(await claimMail(ctx.db, threeAMinuteApart, key, at('2026-05-01T10:10:02Z'))).not.toBeNull();
  });

  it('keeps a gap between e-mails and a cap per period', async () => {
    const key = freshKey();
    const grants = async (iso: string) => (await claimMail(ctx.db, threeAMinuteApart, key, at(iso))) !== null;
    expect(await grants('2026-05-01T10:00:00Z')).toBe(true);
    expect(await grants('2026-05-01T10:00:59Z')).toBe(false);
    expect(await grants('2026-05-01T10:01:00Z')).toBe(true);
    expect(await grants('2026-05-01T10:02:00Z')).toBe(true);
    expect(await grants('2026-05-01T10:30:00Z')).toBe(false);
    expect(await grants('2026-05-01T10:59:59Z')).toBe(false);
    expect(await grants('2026-05-01T11:00:00Z')).toBe(true);
    expect(await grants('2026-05-01T11:00:30Z')).toBe(false);
  });

  it('gives 20 concurrent claims of a three-per-hour rule one e-mail, the gap deciding', async () => {
    const key = freshKey();
    const now = at('2026-05-01T10:00:00Z');
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimMail(ctx.db, threeAMinuteApart, key, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('prunes allowances whose period has ended, and only those', async () => {
    const ended = freshKey();
    const running = freshKey();
    const rule = mailRules.statusPageConfirmation;
    await claimMail(ctx.db, rule, ended, at('2026-06-01T10:00:00Z'));
    await claimMail(ctx.db, rule, running, at('2026-06-01T10:05:00Z'));
    await pruneMailAllowances(ctx.db, [rule], at('2026-06-01T10:12:00Z'));
    const { rows } = await ctx.db.execute<{ key: string }>(
      sql`select key from mail_allowances where key in (${ended}, ${running})`,
    );
    expect(rows.map((row) => row.key)).toEqual([running]);
  });
});
