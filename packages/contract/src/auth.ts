import { z } from 'zod';
import { twoFactorMethods } from './two-factor-methods';

// Authentication: e-mail and password, access and refresh tokens, forgotten passwords, Google sign-in.
// Access tokens are short-lived JWTs; refresh tokens are opaque, single-use and rotated on every refresh.

const isoDateTime = z.iso.datetime({ offset: true });

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: length only, no composition rules (the server also refuses the most common passwords). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .meta({ id: 'NewPassword' });
/** A password being checked: any non-empty string of sane length. */
const givenPassword = z.string().min(1).max(1024);
export const emailSchema = z.email().max(254).meta({ id: 'Email' });
export const languageSchema = z.enum(['cs', 'en']).meta({ id: 'Language' });
export type Language = z.infer<typeof languageSchema>;
const personName = z.string().trim().min(1).max(100);

/** The profile (spec §3 User) plus what the client needs to know about how the account signs in. */
export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    termsAccepted: z.boolean(),
    marketingConsent: z.boolean(),
    language: languageSchema,
    hasPassword: z.boolean(),
    googleLinked: z.boolean(),
    /** An authenticator app or a passkey is required at sign-in. */
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** Answer of register and login: both tokens, the access token's expiry and the profile. */
export const authSessionDataSchema = z
  .object({
    token: z.string(),
    refreshToken: z.string(),
    /** When the access token expires (ISO 8601). */
    expiresAt: isoDateTime,
    user: userSchema,
  })
  .meta({ id: 'AuthSession' });
export type AuthSessionData = z.infer<typeof authSessionDataSchema>;

// Two-factor sign-in: the first step's answer for a user with it on (the rest is in two-factor.ts).

export const twoFactorMethodSchema = z.enum(twoFactorMethods).meta({ id: 'TwoFactorMethod' });
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>;

/** The first step's answer for a user with two-factor on: no tokens, a challenge for the second step. */
export const twoFactorChallengeSchema = z
  .object({
    twoFactorRequired: z.literal(true),
    challengeToken: z.string(),
    /** The second factors this user can use, in the order the sign-in screen offers them. */
    methods: z.array(twoFactorMethodSchema),
    expiresAt: isoDateTime,
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** Answer of `POST /api/login_check`: the session, or (two-factor on) the challenge. */
export const loginAnswerSchema = z.union([authSessionDataSchema, twoFactorChallengeSchema]).meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const registerBodySchema = z
  .strictObject({
    email: emailSchema,
    password: newPasswordSchema,
    firstName: personName,
    lastName: personName,
    termsAccepted: z.boolean(),
    marketingConsent: z.boolean().default(false),
    referralCode: z.string().trim().min(1).max(64).optional(),
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z
  .strictObject({ email: emailSchema, password: givenPassword })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const refreshTokenBodySchema = z
  .strictObject({ refreshToken: z.string().trim().min(1).max(512) })
  .meta({ id: 'RefreshTokenBody' });
export type RefreshTokenBody = z.infer<typeof refreshTokenBodySchema>;

export const refreshTokenDataSchema = z
  .object({ token: z.string(), refreshToken: z.string(), expiresAt: isoDateTime })
  .meta({ id: 'RefreshTokenData' });
export type RefreshTokenData = z.infer<typeof refreshTokenDataSchema>;

/** Logout ends the session of the bearer token, or the one the refresh token belongs to. */
export const logoutBodySchema = z
  .strictObject({ refreshToken: z.string().trim().min(1).max(512).optional() })
  .meta({ id: 'LogoutBody' });
export const logoutDataSchema = z.object({ loggedOut: z.literal(true) }).meta({ id: 'LogoutData' });

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema }).meta({ id: 'ForgotPasswordBody' });
/** The same answer whether or not an account has that e-mail. */
export const forgotPasswordDataSchema = z.object({ sent: z.literal(true) }).meta({ id: 'ForgotPasswordData' });

export const resetPasswordBodySchema = z
  .strictObject({ token: z.string().trim().min(16).max(256), password: newPasswordSchema })
  .meta({ id: 'ResetPasswordBody' });
export const resetPasswordDataSchema = z.object({ reset: z.literal(true) }).meta({ id: 'ResetPasswordData' });

/** The sign-in methods this installation offers: the sign-in screen shows a Google button only when it is set up. */
export const authProvidersDataSchema = z.object({ google: z.boolean() }).meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof authProvidersDataSchema>;

// Google (flat answers, as the spec writes them).

export const googleAuthorizeAnswerSchema = z
  .object({
    success: z.literal(true),
    authorization_url: z.url(),
    state: z.string(),
    message: z.string(),
  })
  .meta({ id: 'GoogleAuthorizeAnswer' });

/** Query of the server's callback; Google answers either `code` and `state` or `error`. */
export const googleCallbackQuerySchema = z
  .object({
    code: z.string().max(2048).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(512).optional(),
    error_description: z.string().max(2048).optional(),
  })
  .meta({ id: 'GoogleCallbackQuery' });

/** A new access token for a Google session whose bearer token is still valid. */
export const googleRefreshAnswerSchema = z
  .object({
    success: z.literal(true),
    tokens: z.object({ access_token: z.string(), expires_at: isoDateTime }),
    message: z.string(),
  })
  .meta({ id: 'GoogleRefreshAnswer' });

export const googleLinkBodySchema = z
  .strictObject({ access_token: z.string().trim().min(1).max(4096) })
  .meta({ id: 'GoogleLinkBody' });

export const googleProfileSchema = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    name: z.string().nullable(),
    picture: z.string().nullable(),
  })
  .meta({ id: 'GoogleProfile' });

export const googleLinkAnswerSchema = z
  .object({
    success: z.literal(true),
    provider: z.literal('google'),
    linked: z.literal(true),
    profile: googleProfileSchema,
  })
  .meta({ id: 'GoogleLinkAnswer' });

export const googleUnlinkAnswerSchema = z.object({ success: z.literal(true) }).meta({ id: 'GoogleUnlinkAnswer' });

// Routes.

const tags = ['Auth'];

export const authRouteSchemas = {
  register: {
    summary: 'Create an account and sign in',
    tags,
    body: registerBodySchema,
    response: authSessionDataSchema,
  },
  login: {
    summary: 'Sign in with e-mail and password (with two-factor on: a challenge for the second step, no tokens)',
    tags,
    body: loginBodySchema,
    response: loginAnswerSchema,
  },
  logout: {
    summary: 'End the current session',
    tags,
    body: logoutBodySchema.nullish(),
    response: logoutDataSchema,
  },
  refreshToken: {
    summary: 'Trade a refresh token for new tokens (rotation)',
    tags,
    body: refreshTokenBodySchema,
    response: refreshTokenDataSchema,
  },
  forgotPassword: {
    summary: 'E-mail a single-use password-reset link',
    tags,
    body: forgotPasswordBodySchema,
    response: forgotPasswordDataSchema,
  },
  resetPassword: {
    summary: 'Set a new password with a reset token',
    tags,
    body: resetPasswordBodySchema,
    response: resetPasswordDataSchema,
  },
  providers: {
    summary: 'Sign-in methods this installation offers (Google only when configured)',
    tags,
    response: authProvidersDataSchema,
  },
  googleAuthorize: {
    summary: 'Start a Google sign-in',
    tags,
    response: googleAuthorizeAnswerSchema,
  },
  googleCallback: {
    summary: "Google's redirect back; redirects on to the app's /auth/google/callback",
    tags,
    query: googleCallbackQuerySchema,
    response: z.null(),
  },
  googleRefresh: {
    summary: 'New access token for a Google session',
    tags,
    response: googleRefreshAnswerSchema,
  },
  googleLink: {
    summary: 'Link a Google account to the signed-in user',
    tags,
    body: googleLinkBodySchema,
    response: googleLinkAnswerSchema,
  },
  googleUnlink: {
    summary: 'Unlink the Google account',
    tags,
    response: googleUnlinkAnswerSchema,
  },
} as const;
