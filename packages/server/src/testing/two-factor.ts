import { totpSetupDataSchema, twoFactorChangeDataSchema } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { bearer, expectData } from './auth';
import type { TestClock } from './clock';

/** The code an authenticator app with this secret shows at `at` (`steps` periods later or earlier). */
export function totpCode(secret: string, at: Date, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() + steps * 30_000 });
}

/** Turn the authenticator app on through the API; the secret and the recovery codes shown once. */
export async function enableTotp(app: FastifyInstance, token: string, clock: TestClock) {
  const setup = expectData(
    await app.inject({ method: 'POST', url: '/api/user/two-factor/totp/setup', headers: bearer(token) }),
    totpSetupDataSchema,
  );
  const confirmed = expectData(
    await app.inject({
      method: 'POST',
      url: '/api/user/two-factor/totp/confirm',
      headers: bearer(token),
      payload: { code: totpCode(setup.secret, clock.now()) },
    }),
    twoFactorChangeDataSchema,
  );
  expect(confirmed.recoveryCodes).toHaveLength(10);
  // The code just used belongs to this step: the next sign-in needs the next one.
  clock.advance(30_000);
  return { secret: setup.secret, recoveryCodes: confirmed.recoveryCodes ?? [] };
}
