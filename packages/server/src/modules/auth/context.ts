import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Email } from './emails';
import { GoogleOidc } from './google';
import { PasswordHasher } from './passwords';
import { AuthService } from './service';
import { SessionService } from './sessions';
import { TokenService } from './tokens';
import { TwoFactorService } from './two-factor/service';
import { TotpSecretBox } from './two-factor/totp';
import { type ClientInfo, parseUserAgent } from './user-agent';

/** The auth services of one app, shared by the auth, account and API-key modules. */
export interface AuthContext {
  tokens: TokenService;
  sessions: SessionService;
  hasher: PasswordHasher;
  service: AuthService;
  /** Null when Google sign-in is not configured. */
  google: GoogleOidc | null;
  twoFactor: TwoFactorService;
  sendMail(mail: Email): void;
}

/** Path of the server's Google callback (the redirect URI registered with Google). */
export const GOOGLE_CALLBACK_PATH = '/api/auth/oauth/google/callback';

export function createAuthContext(app: FastifyInstance): AuthContext {
  const now = () => app.clock.now();
  const tokens = new TokenService(app.config.jwtSecret);
  const sessions = new SessionService(app.db, tokens, now);
  const hasher = new PasswordHasher();
  const sendMail = (mail: Email) => {
    Promise.resolve()
      .then(() => app.mailer.send(mail))
      .catch((error: unknown) => app.log.error({ err: error, subject: mail.subject }, 'sending an e-mail failed'));
  };
  const service = new AuthService({ db: app.db, now, sessions, hasher, publicUrl: app.config.publicUrl, sendMail });
  const google = app.config.google ? new GoogleOidc(app.config.google) : null;
  const twoFactor = new TwoFactorService({
    db: app.db,
    now,
    box: new TotpSecretBox(app.config.jwtSecret),
    hasher,
    auth: service,
  });
  return { tokens, sessions, hasher, service, google, twoFactor, sendMail };
}

/** IP and parsed User-Agent of a request. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const ua = request.headers['user-agent'];
  return { ip: request.ip || null, ...parseUserAgent(typeof ua === 'string' ? ua : null) };
}
