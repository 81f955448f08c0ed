import { twoFactorRoutes } from '@hlidka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error';
import { ok, registerRoute, type SignedIn } from '../../../http/register-route';
import { appBaseUrl } from '../../../http/request-origin';
import { clientInfo } from '../context';
import { authMessages } from '../messages';
import { routeLimits } from '../rate-limits';
import { findUserById } from '../users';
import { twoFactorMessages } from './messages';
import { relyingPartyFor } from './webauthn';

/** The signed-in user of a browser session: two-factor settings are not for API keys. */
async function sessionUser(request: FastifyRequest & SignedIn) {
  const auth = request.auth;
  if (auth.method !== 'jwt') throw new AppError('FORBIDDEN', authMessages.apiKeyNotAllowed);
  const user = await findUserById(request.server.db, auth.userId);
  if (!user) throw new AppError('NOT_FOUND', authMessages.profileNotFound);
  return user;
}

/** The second sign-in step, and the two-factor settings of the signed-in user. */
export function registerTwoFactorRoutes(app: FastifyInstance) {
  const { twoFactor } = app.authContext;
  const rp = (request: FastifyRequest) => relyingPartyFor(appBaseUrl(request));

  registerRoute(
    app,
    twoFactorRoutes.login,
    async (request) => twoFactor.completeSignIn(request.body, clientInfo(request), rp(request)),
    routeLimits.twoFactorLogin,
  );

  registerRoute(
    app,
    twoFactorRoutes.loginPasskeyOptions,
    async (request) => ({ options: await twoFactor.signInPasskeyOptions(request.body.challengeToken, rp(request)) }),
    routeLimits.twoFactorLogin,
  );

  registerRoute(app, twoFactorRoutes.status, async (request) => {
    const user = await sessionUser(request);
    return { twoFactor: await twoFactor.status(user.id) };
  });

  registerRoute(app, twoFactorRoutes.setupTotp, async (request) => twoFactor.setupTotp(await sessionUser(request)));

  registerRoute(
    app,
    twoFactorRoutes.confirmTotp,
    async (request) =>
      ok(await twoFactor.confirmTotp(await sessionUser(request), request.body.code), {
        message: twoFactorMessages.totpEnabled,
      }),
    routeLimits.totpConfirm,
  );

  registerRoute(
    app,
    twoFactorRoutes.disable,
    async (request) =>
      ok(
        { twoFactor: await twoFactor.disable(await sessionUser(request), request.body) },
        {
          message: twoFactorMessages.disabled,
        },
      ),
    routeLimits.passwordCheck,
  );

  registerRoute(
    app,
    twoFactorRoutes.regenerateRecoveryCodes,
    async (request) =>
      ok(
        { recoveryCodes: await twoFactor.regenerateRecoveryCodes(await sessionUser(request), request.body) },
        {
          message: twoFactorMessages.recoveryCodesReplaced,
        },
      ),
    routeLimits.passwordCheck,
  );

  registerRoute(app, twoFactorRoutes.passkeyRegistrationOptions, async (request) => ({
    options: await twoFactor.passkeyRegistrationOptions(await sessionUser(request), rp(request)),
  }));

  registerRoute(app, twoFactorRoutes.addPasskey, async (request) => {
    const user = await sessionUser(request);
    return ok(await twoFactor.addPasskey(user, request.body.name, request.body.credential, rp(request)), {
      message: twoFactorMessages.passkeyAdded,
    });
  });

  registerRoute(app, twoFactorRoutes.renamePasskey, async (request) => {
    const user = await sessionUser(request);
    return { passkey: await twoFactor.renamePasskey(user.id, request.params.id, request.body.name) };
  });

  registerRoute(app, twoFactorRoutes.removePasskey, async (request) => {
    const user = await sessionUser(request);
    return ok(
      { twoFactor: await twoFactor.removePasskey(user.id, request.params.id) },
      {
        message: twoFactorMessages.passkeyRemoved,
      },
    );
  });
}
