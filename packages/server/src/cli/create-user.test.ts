import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { PasswordHasher } from '../modules/auth/passwords';
import { describeEachDatabase } from '../testing/databases';
import { runCreateUser } from './create-user';

describeEachDatabase('hlidka create-user', (ctx) => {
  it('creates a user who can sign in with the password, with terms accepted', async () => {
    const created = await runCreateUser(ctx.database, {
      email: ' Spravce.Novak@Example.cz ',
      password: 'kůň-skáče-přes-plot',
      firstName: 'Jiří',
      lastName: 'Dvořák',
    });
    expect(created.email).toBe('spravce.novak@example.cz');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ firstName: 'Jiří', lastName: 'Dvořák', termsAccepted: true });
    expect(await new PasswordHasher().verify(row?.passwordHash ?? '', 'kůň-skáče-přes-plot')).toBe(true);
  });

  it('refuses a duplicate e-mail, a short or common password and a bad e-mail with a clear message', async () => {
    await expect(
      runCreateUser(ctx.database, { email: 'spravce@example.cz', password: 'dlouhé-heslo-123' }),
    ).resolves.toBeTruthy();
    await expect(
      runCreateUser(ctx.database, { email: 'SPRAVCE@example.cz', password: 'dlouhé-heslo-123' }),
    ).rejects.toThrow(/already exists/);
    await expect(runCreateUser(ctx.database, { email: 'x@example.cz', password: 'short' })).rejects.toThrow(
      /at least 8 characters/,
    );
    await expect(runCreateUser(ctx.database, { email: 'x@example.cz', password: 'password' })).rejects.toThrow(
      /--password:/,
    );
    await expect(runCreateUser(ctx.database, { email: 'nope', password: 'dlouhé-heslo-123' })).rejects.toThrow(
      /--email must be an e-mail address/,
    );
  });
});
