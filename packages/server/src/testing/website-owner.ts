import { beforeAll, expect, it } from 'vitest';
import { type AppContext, describeEachApp } from './app';
import { bearer, expectError, type Registered, registerUser } from './auth';

/** A user registered before the block's tests, and website requests as them (bodies in `language`, cs by default). */
export function websiteOwner(t: AppContext) {
  let owner: Registered;
  beforeAll(async () => {
    owner = await registerUser(t.app);
  });
  return {
    send: (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, language = 'cs') =>
      t.app.inject({ method, url, headers: { ...bearer(owner.token), 'accept-language': language }, payload }),
    get: (url: string) => t.app.inject({ url, headers: bearer(owner.token) }),
  };
}

/** A block on an app without ALLOW_PRIVATE_TARGETS: saving a website of `body` (a loopback target) is refused. */
export function describePrivateTargetRefused(name: string, body: Record<string, unknown>) {
  describeEachApp(
    `${name} without private targets`,
    (t) => {
      const owner = websiteOwner(t);
      it('refuses a loopback target at save time', async () => {
        const refused = expectError(
          await owner.send('POST', '/api/websites', { name: 'x', ...body }),
          400,
          'VALIDATION_ERROR',
        );
        expect(refused.errors?.url?.[0]).toMatch(/ALLOW_PRIVATE_TARGETS/);
      });
    },
    { config: { allowPrivateTargets: false } },
  );
}
