import type { RegisterRouteOptions } from '../../http/register-route';

/** A per-IP limit for one route (in memory, per process), on top of the app-wide limit. */
export const perIp = (max: number, minutes: number): RegisterRouteOptions => ({
  fastify: { config: { rateLimit: { max, timeWindow: minutes * 60 * 1000 } } },
});

/** Limits for routes that send e-mail, create accounts, or check a password outside sign-in. */
export const routeLimits = {
  register: perIp(100, 60),
  forgotPassword: perIp(10, 15),
  resetPassword: perIp(20, 15),
  passwordCheck: perIp(10, 15),
  googleLink: perIp(20, 15),
  /** The second sign-in step (on top of the per-account throttle of failed attempts). */
  twoFactorLogin: perIp(60, 15),
  /** Confirming a new authenticator app with a code. */
  totpConfirm: perIp(30, 15),
} as const;
