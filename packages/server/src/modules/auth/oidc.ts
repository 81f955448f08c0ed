import { createHash } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';

export interface OidcConfig {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
  /** Space-separated scopes (default `openid email profile`). */
  scope?: string;
  /** The `prompt` parameter (Google: `select_account`); none when absent. */
  prompt?: string;
  /**
   * The discovery document's `issuer` must equal `issuerUrl` (OpenID Connect Discovery 4.3), so a document served
   * elsewhere cannot name another issuer. Google's own client leaves it off (its issuer has two spellings).
   */
  strictIssuer?: boolean;
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
  introspection_endpoint: z.url().optional(),
});
export type Discovery = z.infer<typeof discoverySchema>;

export const discoveryIssuer = (url: string) => url.replace(/\/+$/, '');

const tokenAnswerSchema = z.object({
  id_token: z.string().min(1),
  access_token: z.string().optional(),
});

export const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

/** What we take from a provider about a person: from the verified ID token or the userinfo endpoint. */
export interface OidcIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
  /** Every claim of the verified ID token (groups and the like); empty for userinfo answers. */
  claims: Record<string, unknown>;
}

/** Why an OpenID Connect step failed; logged, never shown verbatim. */
export class OidcError extends Error {
  constructor(
    readonly step: 'discovery' | 'exchange' | 'id_token' | 'nonce' | 'userinfo' | 'audience',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${step}: ${message}`, options);
    this.name = 'OidcError';
  }
}

const ALGORITHMS = ['RS256', 'ES256', 'PS256'];
export const TIMEOUT_MS = 10_000;
export const GOOGLE_ISSUER = 'https://accounts.google.com';

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const verified = (value: boolean | string | undefined) => value === true || value === 'true';

export function identityFrom(
  claims: JWTPayload | z.infer<typeof userInfoSchema>,
  all: Record<string, unknown> = {},
): OidcIdentity {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    sub: String(claims.sub),
    email: str(claims.email)?.toLowerCase() ?? null,
    emailVerified: verified(claims.email_verified as boolean | string | undefined),
    name: str(claims.name),
    givenName: str(claims.given_name),
    familyName: str(claims.family_name),
    picture: str(claims.picture),
    claims: all,
  };
}

/**
 * An OpenID Connect client (Google's and each team's single sign-on): discovery at
 * `issuerUrl/.well-known/openid-configuration`, authorization code flow with PKCE, ID-token verification against the
 * issuer's JWKS.
 */
export class OidcClient {
  #discovery: Promise<Discovery> | undefined;
  #jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(readonly config: OidcConfig) {}

  discovery(): Promise<Discovery> {
    this.#discovery ??= (async () => {
      const url = `${this.config.issuerUrl}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new OidcError('discovery', `HTTP ${response.status} from ${url}`);
      const parsed = discoverySchema.safeParse(await response.json());
      if (!parsed.success) throw new OidcError('discovery', 'malformed discovery document');
      if (this.config.strictIssuer && discoveryIssuer(parsed.data.issuer) !== discoveryIssuer(this.config.issuerUrl)) {
        throw new OidcError('discovery', `the document names issuer ${parsed.data.issuer}`);
      }
      this.#jwks = createRemoteJWKSet(new URL(parsed.data.jwks_uri), { timeoutDuration: TIMEOUT_MS });
      return parsed.data;
    })().catch((error: unknown) => {
      this.#discovery = undefined;
      throw error instanceof OidcError ? error : new OidcError('discovery', String(error), { cause: error });
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
      scope: this.config.scope ?? 'openid email profile',
      state: input.state,
      nonce: input.nonce,
      code_challenge: pkceChallenge(input.codeVerifier),
      code_challenge_method: 'S256',
      ...(this.config.prompt ? { prompt: this.config.prompt } : {}),
    }).toString();
    return url.toString();
  }

  /**
   * Trade the authorization code (with the PKCE verifier) for tokens, and verify the ID token with its nonce.
   * `claimFromUserinfo`: a claim the ID token may leave to the userinfo endpoint (a provider's groups): when the token
   * lacks it, it is read there with the access token, from an answer about the same subject.
   */
  async signIn(
    code: string,
    codeVerifier: string,
    nonce: string,
    redirectUri: string,
    options: { claimFromUserinfo?: string } = {},
  ): Promise<OidcIdentity> {
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
      throw new OidcError('exchange', String(error), { cause: error });
    }
    if (!response.ok) throw new OidcError('exchange', `HTTP ${response.status}`);
    const parsed = tokenAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new OidcError('exchange', 'no id_token in the answer');
    const identity = await this.verifyIdToken(parsed.data.id_token, nonce);
    const claim = options.claimFromUserinfo;
    if (!claim || claim in identity.claims) return identity;
    const extra = await this.userinfoClaim(parsed.data.access_token, identity.sub, claim);
    return extra === undefined ? identity : { ...identity, claims: { ...identity.claims, [claim]: extra } };
  }

  /** One claim of the userinfo answer about `sub`; undefined when the provider has no userinfo endpoint or claim. */
  async userinfoClaim(accessToken: string | undefined, sub: string, claim: string): Promise<unknown> {
    const { userinfo_endpoint } = await this.discovery();
    if (!userinfo_endpoint || !accessToken) return undefined;
    const body = await this.userinfoAnswer(accessToken);
    if (!body || typeof body !== 'object') throw new OidcError('userinfo', 'malformed userinfo');
    const answer = body as Record<string, unknown>;
    // OpenID Connect Core 5.3.2: an answer about another subject must not be used.
    if (answer.sub !== sub) throw new OidcError('userinfo', 'the userinfo answer names another subject');
    return answer[claim];
  }

  /** The provider's userinfo answer for an access token (null when it is not JSON). */
  protected async userinfoAnswer(accessToken: string): Promise<unknown> {
    const { userinfo_endpoint } = await this.discovery();
    if (!userinfo_endpoint) throw new OidcError('userinfo', 'the issuer has no userinfo endpoint');
    let response: Response;
    try {
      response = await fetch(userinfo_endpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new OidcError('userinfo', String(error), { cause: error });
    }
    if (!response.ok) throw new OidcError('userinfo', `HTTP ${response.status}`);
    return response.json().catch(() => null);
  }

  /** Signature by the issuer's keys, issuer, audience (our client id), expiry, and the nonce of this sign-in. */
  async verifyIdToken(idToken: string, nonce: string): Promise<OidcIdentity> {
    const discovery = await this.discovery();
    const jwks = this.#jwks;
    if (!jwks) throw new OidcError('discovery', 'no JWKS');
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
      throw new OidcError('id_token', error instanceof Error ? error.message : String(error), { cause: error });
    }
    // With several audiences, the authorized party must be us (OpenID Connect Core 3.1.3.7).
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== this.config.clientId) {
      throw new OidcError('id_token', 'azp is not our client');
    }
    if (typeof payload.nonce !== 'string' || payload.nonce !== nonce) throw new OidcError('nonce', 'nonce mismatch');
    return identityFrom(payload, payload);
  }

  /** How many keys the issuer's JWKS holds (the settings' connection test). */
  async keyCount(): Promise<number> {
    const { jwks_uri } = await this.discovery();
    let response: Response;
    try {
      response = await fetch(jwks_uri, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new OidcError('discovery', String(error), { cause: error });
    }
    if (!response.ok) throw new OidcError('discovery', `HTTP ${response.status} from ${jwks_uri}`);
    const body = (await response.json().catch(() => null)) as { keys?: unknown } | null;
    if (!body || !Array.isArray(body.keys)) throw new OidcError('discovery', 'malformed JWKS');
    return body.keys.length;
  }
}
