import type {
  AuthSessionData,
  LoginAnswer,
  LoginBody,
  RegisterBody,
  TwoFactorChallenge,
  TwoFactorLoginBody,
  TwoFactorMethod,
  User,
} from '@hlidka/contract';
import { authRoutes, twoFactorRoutes, userRoutes } from '@hlidka/contract/routes';
import { isTwoFactorChallenge, twoFactorMethods } from '@hlidka/contract/two-factor-methods';
import { ApiError, messageTranslations } from '../api-error';
import type { ApiClient } from '../client';
import { type GoogleCallbackResult, parseGoogleCallback } from './google-callback';
import { storageKeys } from './storage';

export interface RegisterResult {
  data: Partial<AuthSessionData> | undefined;
  /** Whether the answer carried a token and the user is now signed in (spec §4). */
  signedIn: boolean;
}

export interface AuthActions {
  /** Signs in, or (two-factor on) answers the challenge for the second step and signs nobody in yet. */
  login(body: LoginBody): Promise<LoginAnswer>;
  /** The second step: the challenge and a code, a recovery code or a passkey answer; signs in. */
  completeTwoFactor(body: TwoFactorLoginBody, authMethod: 'email' | 'google'): Promise<AuthSessionData>;
  /** WebAuthn options for signing in with a passkey in the second step. */
  passkeySignInOptions(challengeToken: string): Promise<Record<string, unknown> & { challenge: string }>;
  /** The challenge in a Google callback address of a user with two-factor on, or null. */
  googleTwoFactorChallenge(search: string | URLSearchParams): TwoFactorChallenge | null;
  register(body: RegisterBody): Promise<RegisterResult>;
  logout(): Promise<void>;
  /**
   * For the access guard (spec §2): a stored token whose session is not active → load the profile to restore it; an
   * expired token or only a refresh token → refresh first. Resolves whether the user is signed in.
   */
  restore(): Promise<boolean>;
  /** GET authorize: keeps `state` in local storage and returns the URL to send the browser to. */
  startGoogleSignIn(): Promise<string>;
  /** Finish /auth/google/callback: parse, sign in, load the profile. */
  completeGoogleSignIn(search: string | URLSearchParams): Promise<GoogleCallbackResult>;
  /** Finish /auth/sso/callback (a team's single sign-on): parse, sign in, load the profile. */
  completeSsoSignIn(search: string | URLSearchParams): Promise<GoogleCallbackResult>;
  /** POST /api/forgot-password: the same answer whether or not the account exists. */
  forgotPassword(email: string): Promise<void>;
  /** POST /api/reset-password with the token from the e-mail. */
  resetPassword(token: string, password: string): Promise<void>;
  linkGoogle(accessToken: string): Promise<unknown>;
  unlinkGoogle(): Promise<void>;
}

function provisionalUser(result: GoogleCallbackResult): User {
  const now = new Date().toISOString();
  return {
    id: result.userId,
    email: result.email,
    firstName: result.firstName,
    lastName: result.lastName,
    avatarUrl: result.avatarUrl,
    createdAt: now,
    updatedAt: now,
    termsAccepted: false,
    marketingConsent: false,
    language: 'cs',
    hasPassword: false,
    googleLinked: true,
    twoFactorEnabled: false,
  };
}

export function createAuthActions(client: ApiClient): AuthActions {
  // Texts are read at each use (`client.messages` follows the UI's language).
  const { session, storage } = client;

  return {
    async login(body) {
      const data = await client.call(authRoutes.login, { body }, { fallbackMessage: client.messages.loginFailed });
      if (isTwoFactorChallenge(data)) return data;
      if (!data?.token) throw new ApiError({ message: client.messages.loginFailed, code: 'INVALID_BODY', status: 200 });
      session.signIn({ ...data, authMethod: 'email' });
      return data;
    },

    async completeTwoFactor(body, authMethod) {
      const data = await client.call(twoFactorRoutes.login, { body }, { fallbackMessage: client.messages.loginFailed });
      if (!data?.token) throw new ApiError({ message: client.messages.loginFailed, code: 'INVALID_BODY', status: 200 });
      session.signIn({ ...data, authMethod });
      return data;
    },

    async passkeySignInOptions(challengeToken) {
      const data = await client.call(twoFactorRoutes.loginPasskeyOptions, { body: { challengeToken } });
      return data.options;
    },

    googleTwoFactorChallenge(search) {
      const params = typeof search === 'string' ? new URLSearchParams(search) : search;
      const challengeToken = params.get('two_factor_challenge');
      if (!challengeToken) return null;
      // The sign-in this state belonged to has come back: it is not needed any more.
      storage.removeItem(storageKeys.oauthState);
      const methods = (params.get('methods') ?? '')
        .split(',')
        .filter((m): m is TwoFactorMethod => (twoFactorMethods as readonly string[]).includes(m));
      return {
        twoFactorRequired: true,
        challengeToken,
        methods,
        expiresAt: params.get('expires_at') ?? new Date(Date.now() + 5 * 60_000).toISOString(),
      };
    },

    async register(body) {
      const data = (await client.call(
        authRoutes.register,
        { body },
        { fallbackMessage: client.messages.registerFailed },
      )) as Partial<AuthSessionData> | undefined;
      if (data?.token && data.user) {
        session.signIn({
          token: data.token,
          refreshToken: data.refreshToken ?? '',
          user: data.user,
          expiresAt: data.expiresAt,
          authMethod: 'email',
        });
        return { data, signedIn: true };
      }
      return { data, signedIn: false };
    },

    logout: () => client.logout('logout'),

    async restore() {
      const state = session.getState();
      if (!state.token && !state.refreshToken) return false;
      try {
        if (!state.token || session.isTokenExpired()) await client.refresh();
        if (!session.getState().isAuthenticated || !session.getState().user) {
          session.setUser(await client.call(userRoutes.getUser));
        }
        return session.getState().isAuthenticated;
      } catch {
        return session.getState().isAuthenticated;
      }
    },

    async startGoogleSignIn() {
      const answer = await client.call(
        authRoutes.googleAuthorize,
        {},
        { fallbackMessage: client.messages.oauthInitFailed },
      );
      if (!answer?.authorization_url) {
        throw new ApiError({
          message: client.messages.oauthInitFailed,
          code: 'OAUTH_ERROR',
          status: 200,
          translations: messageTranslations('oauthInitFailed'),
        });
      }
      if (answer.state) storage.setItem(storageKeys.oauthState, answer.state);
      return answer.authorization_url;
    },

    async completeSsoSignIn(search) {
      // The server checked state, nonce and the browser cookie; the tokens are ours (the normal refresh renews them).
      const result = parseGoogleCallback(search, client.messages);
      session.signIn({
        token: result.token,
        refreshToken: result.refreshToken,
        user: provisionalUser(result),
        expiresAt: result.expiresAt,
        authMethod: 'email',
      });
      try {
        const profile = await client.call(userRoutes.getUser);
        if (profile) session.setUser(profile);
      } catch {
        // The provisional profile from the callback stays until the next load.
      }
      return result;
    },

    async completeGoogleSignIn(search) {
      const result = parseGoogleCallback(search, client.messages);
      const expectedState = storage.getItem(storageKeys.oauthState);
      storage.removeItem(storageKeys.oauthState);
      if (expectedState && result.state && expectedState !== result.state) {
        throw new ApiError({
          message: client.messages.oauthAuthFailed,
          code: 'OAUTH_ERROR',
          status: 0,
          translations: messageTranslations('oauthAuthFailed'),
        });
      }
      session.signIn({
        token: result.token,
        refreshToken: result.refreshToken,
        user: provisionalUser(result),
        expiresAt: result.expiresAt,
        authMethod: 'google',
      });
      try {
        const profile = await client.call(userRoutes.getUser);
        if (profile) session.setUser(profile);
      } catch {
        // The provisional profile from the callback stays until the next load.
      }
      return result;
    },

    async forgotPassword(email) {
      await client.call(authRoutes.forgotPassword, { body: { email } });
    },

    async resetPassword(token, password) {
      await client.call(authRoutes.resetPassword, { body: { token, password } });
    },

    async linkGoogle(accessToken) {
      return client.call(
        authRoutes.googleLink,
        { body: { access_token: accessToken } },
        { fallbackMessage: client.messages.googleLinkFailed },
      );
    },

    async unlinkGoogle() {
      await client.call(authRoutes.googleUnlink, {}, { fallbackMessage: client.messages.googleUnlinkFailed });
    },
  };
}
