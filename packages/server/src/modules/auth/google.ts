import { createHash } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
  introspection_endpoint: z.url().optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

const tokenAnswerSchema = z.object({
  id_token: z.string().min(1),
  access_token: z.string().optional(),
});

const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

/** What we take from Google about a person: from the verified ID token or the userinfo endpoint. */
export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

/** Why a Google step failed; logged, never shown verbatim. */
export class GoogleError extends Error {
  constructor(
    readonly step: 'discovery' | 'exchange' | 'id_token' | 'nonce' | 'userinfo' | 'audience',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${step}: ${message}`, options);
    this.name = 'GoogleError';
  }
}

const ALGORITHMS = ['RS256', 'ES256', 'PS256'];
const TIMEOUT_MS = 10_000;
const GOOGLE_ISSUER = 'https://accounts.google.com';
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

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const verified = (value: boolean | string | undefined) => value === true || value === 'true';

function identityFrom(claims: JWTPayload | z.infer<typeof userInfoSchema>): GoogleIdentity {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    sub: String(claims.sub),
    email: str(claims.email)?.toLowerCase() ?? null,
    emailVerified: verified(claims.email_verified as boolean | string | undefined),
    name: str(claims.name),
    givenName: str(claims.given_name),
    familyName: str(claims.family_name),
    picture: str(claims.picture),
  };
}

/**
 * An OpenID Connect client for Google (or any issuer in tests): discovery at `issuerUrl/.well-known/openid-configuration`,
 * authorization code flow with PKCE, ID-token verification against the issuer's JWKS.
 */
export class GoogleOidc {
  #discovery: Promise<Discovery> | undefined;
  #jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(readonly config: GoogleConfig) {}

  discovery(): Promise<Discovery> {
    this.#discovery ??= (async () => {
      const url = `${this.config.issuerUrl}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new GoogleError('discovery', `HTTP ${response.status} from ${url}`);
      const parsed = discoverySchema.safeParse(await response.json());
      if (!parsed.success) throw new GoogleError('discovery', 'malformed discovery document');
      this.#jwks = createRemoteJWKSet(new URL(parsed.data.jwks_uri), { timeoutDuration: TIMEOUT_MS });
      return parsed.data;
    })().catch((error: unknown) => {
      this.#discovery = undefined;
      throw error instanceof GoogleError ? error : new GoogleError('discovery', String(error), { cause: error });
    });
    return this.#discovery;
  }

  /** `redirectUri`: our callback on the address the browser uses; the code exchange must name the same one. */
  async authorizationUrl(input: {
    state: string;
    nonce: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<string> {
    const { authorization_endpoint } = await this.discovery();
    const url = new URL(authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: input.redirectUri,
      scope: 'openid email profile',
      state: input.state,
      nonce: input.nonce,
      code_challenge: pkceChallenge(input.codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    return url.toString();
  }

  /** Trade the authorization code (with the PKCE verifier) for tokens, and verify the ID token with its nonce. */
  async signIn(code: string, codeVerifier: string, nonce: string, redirectUri: string): Promise<GoogleIdentity> {
    const { token_endpoint } = await this.discovery();
    let response: Response;
    try {
      response = await fetch(token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: this.config.clientId,
          client_secret: this.config.clientSecret,
          code_verifier: codeVerifier,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GoogleError('exchange', String(error), { cause: error });
    }
    if (!response.ok) throw new GoogleError('exchange', `HTTP ${response.status}`);
    const parsed = tokenAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new GoogleError('exchange', 'no id_token in the answer');
    return this.verifyIdToken(parsed.data.id_token, nonce);
  }

  /** Signature by the issuer's keys, issuer, audience (our client id), expiry, and the nonce of this sign-in. */
  async verifyIdToken(idToken: string, nonce: string): Promise<GoogleIdentity> {
    const discovery = await this.discovery();
    const jwks = this.#jwks;
    if (!jwks) throw new GoogleError('discovery', 'no JWKS');
    const issuers = [discovery.issuer];
    if (discovery.issuer === GOOGLE_ISSUER) issuers.push('accounts.google.com');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer: issuers,
        audience: this.config.clientId,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      }));
    } catch (error) {
      throw new GoogleError('id_token', error instanceof Error ? error.message : String(error), { cause: error });
    }
    // With several audiences, the authorized party must be us (OpenID Connect Core 3.1.3.7).
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== this.config.clientId) {
      throw new GoogleError('id_token', 'azp is not our client');
    }
    if (typeof payload.nonce !== 'string' || payload.nonce !== nonce) throw new GoogleError('nonce', 'nonce mismatch');
    return identityFrom(payload);
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
        if (issuer !== GOOGLE_ISSUER) throw new GoogleError('audience', "the issuer cannot tell a token's audience");
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
      if (error instanceof GoogleError) throw error;
      throw new GoogleError('audience', String(error), { cause: error });
    }
    if (!response.ok) throw new GoogleError('audience', `HTTP ${response.status}`);
    const parsed = tokenInfoSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new GoogleError('audience', 'malformed token information');
    const info = parsed.data;
    if (info.active === false) throw new GoogleError('audience', 'the token is not active');
    const audiences = [info.azp, info.client_id, ...(Array.isArray(info.aud) ? info.aud : [info.aud])];
    if (!audiences.includes(this.config.clientId)) throw new GoogleError('audience', 'issued to another client');
    if (info.sub !== undefined && info.sub !== sub) throw new GoogleError('audience', 'issued for another person');
  }

  /** The person behind a Google access token (for linking), from the userinfo endpoint. */
  async userInfo(accessToken: string): Promise<GoogleIdentity> {
    const { userinfo_endpoint } = await this.discovery();
    if (!userinfo_endpoint) throw new GoogleError('userinfo', 'the issuer has no userinfo endpoint');
    let response: Response;
    try {
      response = await fetch(userinfo_endpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GoogleError('userinfo', String(error), { cause: error });
    }
    if (!response.ok) throw new GoogleError('userinfo', `HTTP ${response.status}`);
    const parsed = userInfoSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new GoogleError('userinfo', 'malformed userinfo');
    return identityFrom(parsed.data);
  }
}
