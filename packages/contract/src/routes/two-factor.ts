import { routeTable } from '../route';
import type { twoFactorRouteSchemas } from '../two-factor';

export const twoFactorRoutes = routeTable<typeof twoFactorRouteSchemas>()({
  login: { method: 'POST', path: '/api/login/two-factor', auth: 'none' },
  loginPasskeyOptions: { method: 'POST', path: '/api/login/two-factor/passkey-options', auth: 'none' },
  status: { method: 'GET', path: '/api/user/two-factor', auth: 'user' },
  setupTotp: { method: 'POST', path: '/api/user/two-factor/totp/setup', auth: 'user' },
  confirmTotp: { method: 'POST', path: '/api/user/two-factor/totp/confirm', auth: 'user' },
  disable: { method: 'POST', path: '/api/user/two-factor/disable', auth: 'user' },
  regenerateRecoveryCodes: { method: 'POST', path: '/api/user/two-factor/recovery-codes', auth: 'user' },
  passkeyRegistrationOptions: { method: 'POST', path: '/api/user/passkeys/registration-options', auth: 'user' },
  addPasskey: { method: 'POST', path: '/api/user/passkeys', auth: 'user', status: 201 },
  renamePasskey: { method: 'PATCH', path: '/api/user/passkeys/:id', auth: 'user' },
  removePasskey: { method: 'DELETE', path: '/api/user/passkeys/:id', auth: 'user' },
});
