import { z } from 'zod';
import {
  GOOGLE_ISSUER,
  identityFrom,
  OidcClient,
  type OidcConfig,
  OidcError,
  type OidcIdentity,
  TIMEOUT_MS,
  userInfoSchema,
} from './oidc';

export type GoogleConfig = Pick<OidcConfig, 'clientId' | 'clientSecret' | 'issuerUrl'>;
/** What we take from Google about a person. */
export type GoogleIdentity = OidcIdentity;
/** Why a Google step failed; logged, never shown verbatim. */
export { OidcError as GoogleError, pkceChallenge } from './oidc';

/** Google publishes no introspection endpoint; its tokeninfo tells whom an access token was issued to. */
const GOOGLE_TOKENINFO = 'https://oauth2.googleapis.com/tokeninfo';

/** What tokeninfo (Google) or introspection (RFC 7662, other issuers) says about an access token. */
const tokenInfoSchema = z.object({
  active: z.boolean().optional(),
  aud: z.union([z.string(), z.array(z.string())]).optional(),
  azp: z.string().optional(),
  client_id: z.string().optional(),
  sub: z.string().optional(),
});

/** Google sign-in: the OpenID Connect client with the account chooser, plus what linking needs. */
export class GoogleOidc extends OidcClient {
  constructor(config: GoogleConfig) {
    super({ ...config, scope: 'openid email profile', prompt: 'select_account' });
  }

  /**
   * Whether an access token was issued to this client (and, when the answer names one, to `sub`). Linking takes an
   * access token from the browser: one issued to another application must not link an account here.
   */
  async assertAccessTokenAudience(accessToken: string, sub: string): Promise<void> {
    const { introspection_endpoint, issuer } = await this.discovery();
    let response: Response;
    try {
      if (issuer === GOOGLE_ISSUER || !introspection_endpoint) {
        if (issuer !== GOOGLE_ISSUER) throw new OidcError('audience', "the issuer cannot tell a token's audience");
        const url = new URL(GOOGLE_TOKENINFO);
        url.searchParams.set('access_token', accessToken);
        response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } else {
        response = await fetch(introspection_endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            token: accessToken,
            token_type_hint: 'access_token',
            client_id: this.config.clientId,
            client_secret: this.config.clientSecret,
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      }
    } catch (error) {
      if (error instanceof OidcError) throw error;
      throw new OidcError('audience', String(error), { cause: error });
    }
    if (!response.ok) throw new OidcError('audience', `HTTP ${response.status}`);
    const parsed = tokenInfoSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new OidcError('audience', 'malformed token information');
    const info = parsed.data;
    if (info.active === false) throw new OidcError('audience', 'the token is not active');
    const audiences = [info.azp, info.client_id, ...(Array.isArray(info.aud) ? info.aud : [info.aud])];
    if (!audiences.includes(this.config.clientId)) throw new OidcError('audience', 'issued to another client');
    if (info.sub !== undefined && info.sub !== sub) throw new OidcError('audience', 'issued for another person');
  }

  /** The person behind a Google access token (for linking), from the userinfo endpoint. */
  async userInfo(accessToken: string): Promise<OidcIdentity> {
    const parsed = userInfoSchema.safeParse(await this.userinfoAnswer(accessToken));
    if (!parsed.success) throw new OidcError('userinfo', 'malformed userinfo');
    return identityFrom(parsed.data);
  }
}
