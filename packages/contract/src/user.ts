import { z } from 'zod';
import { languageSchema, newPasswordSchema, userSchema } from './auth';
import { defineRoute } from './define-route';

// The signed-in user's own account: profile, settings, password, sign-in history, sessions, terms, deletion.

const isoDateTime = z.iso.datetime({ offset: true });
const personName = z.string().trim().min(1).max(100);

/** PUT /api/user and PUT /api/profile: the fields given are replaced, the others stay. */
export const updateProfileBodySchema = z
  .strictObject({
    firstName: personName.optional(),
    lastName: personName.optional(),
    avatarUrl: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable()
      .optional(),
  })
  .meta({ id: 'UpdateProfileBody' });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const userDataSchema = z.object({ user: userSchema }).meta({ id: 'UserData' });

export const themeSchema = z.enum(['light', 'dark', 'system']).meta({ id: 'Theme' });

export const userSettingsSchema = z
  .object({
    language: languageSchema,
    /** IANA time zone, e.g. Europe/Prague. */
    timezone: z.string(),
    theme: themeSchema,
    /** E-mails about monitoring events (incidents, reports). */
    emailNotifications: z.boolean(),
    /** E-mails about suspicious sign-ins. */
    loginAlerts: z.boolean(),
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;

const timezoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Unknown time zone', params: { cs: 'Neznámé časové pásmo.', en: 'Unknown time zone.' } },
  );

export const updateUserSettingsBodySchema = z
  .strictObject({
    language: languageSchema.optional(),
    timezone: timezoneSchema.optional(),
    theme: themeSchema.optional(),
    emailNotifications: z.boolean().optional(),
    loginAlerts: z.boolean().optional(),
  })
  .meta({ id: 'UpdateUserSettingsBody' });
export type UpdateUserSettingsBody = z.infer<typeof updateUserSettingsBodySchema>;

export const userSettingsDataSchema = z.object({ settings: userSettingsSchema }).meta({ id: 'UserSettingsData' });

/** `currentPassword` may be left out only by an account that has no password yet (Google sign-in only). */
export const changePasswordBodySchema = z
  .strictObject({ currentPassword: z.string().min(1).max(1024).optional(), newPassword: newPasswordSchema })
  .meta({ id: 'ChangePasswordBody' });
export const changePasswordDataSchema = z
  .object({ changed: z.literal(true), otherSessionsRevoked: z.number().int().nonnegative() })
  .meta({ id: 'ChangePasswordData' });

/** Phrases that confirm the deletion of an account without a password (either language is accepted). */
export const ACCOUNT_DELETION_PHRASES = { cs: 'SMAZAT ÚČET', en: 'DELETE ACCOUNT' } as const;

export const accountDeletionCheckDataSchema = z
  .object({
    canDelete: z.boolean(),
    /** True when the account has a password: the deletion is confirmed with it. */
    requiresPassword: z.boolean(),
    /** Otherwise the phrase to type, in the user's language. */
    confirmationPhrase: z.string().nullable(),
    /** What goes with the account, for the confirmation screen. */
    willDelete: z.array(z.string()),
    /** Reasons the account cannot be deleted now (empty when it can). */
    blockers: z.array(z.object({ code: z.string(), message: z.string() })),
  })
  .meta({ id: 'AccountDeletionCheck' });

export const deleteAccountBodySchema = z
  .strictObject({
    password: z.string().min(1).max(1024).optional(),
    confirmation: z.string().trim().min(1).max(100).optional(),
  })
  .meta({ id: 'DeleteAccountBody' });
export const deleteAccountDataSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'DeleteAccountData' });

// Sign-in history.

export const loginMethodSchema = z.enum(['password', 'google']).meta({ id: 'LoginMethod' });

export const loginRecordSchema = z
  .object({
    id: z.uuid(),
    createdAt: isoDateTime,
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    device: z.string().nullable(),
    method: loginMethodSchema,
    success: z.boolean(),
    failureReason: z.string().nullable(),
    suspicious: z.boolean(),
    suspiciousReasons: z.array(z.enum(['new_device', 'many_failures'])),
  })
  .meta({ id: 'LoginRecord' });
export type LoginRecord = z.infer<typeof loginRecordSchema>;

export const paginationSchema = z
  .object({
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'Pagination' });

export const loginHistoryQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  })
  .meta({ id: 'LoginHistoryQuery' });
export type LoginHistoryQuery = z.infer<typeof loginHistoryQuerySchema>;

export const loginHistoryDataSchema = z
  .object({ logins: z.array(loginRecordSchema), pagination: paginationSchema })
  .meta({ id: 'LoginHistory' });

export const loginStatsSchema = z
  .object({
    totalLogins: z.number().int().nonnegative(),
    successfulLogins: z.number().int().nonnegative(),
    failedLogins: z.number().int().nonnegative(),
    suspiciousLogins: z.number().int().nonnegative(),
    uniqueIps: z.number().int().nonnegative(),
    uniqueDevices: z.number().int().nonnegative(),
    byMethod: z.object({ password: z.number().int().nonnegative(), google: z.number().int().nonnegative() }),
    lastLoginAt: isoDateTime.nullable(),
    lastFailedLoginAt: isoDateTime.nullable(),
  })
  .meta({ id: 'LoginStats' });
export const loginStatsDataSchema = z.object({ stats: loginStatsSchema }).meta({ id: 'LoginStatsData' });

// Sessions.

export const activeSessionSchema = z
  .object({
    id: z.uuid(),
    method: loginMethodSchema,
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    device: z.string().nullable(),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime,
    expiresAt: isoDateTime,
    /** The session of the request's own token. */
    current: z.boolean(),
  })
  .meta({ id: 'ActiveSession' });
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsDataSchema = z
  .object({ sessions: z.array(activeSessionSchema) })
  .meta({ id: 'ActiveSessions' });
export const sessionIdParamsSchema = z.strictObject({ id: z.uuid() });
export const terminateSessionDataSchema = z.object({ terminated: z.literal(true) }).meta({ id: 'TerminateSession' });
export const terminateOtherSessionsDataSchema = z
  .object({ terminated: z.number().int().nonnegative() })
  .meta({ id: 'TerminateOtherSessions' });

export const acceptTermsBodySchema = z
  .strictObject({ termsAccepted: z.literal(true), marketingConsent: z.boolean().default(false) })
  .meta({ id: 'AcceptTermsBody' });

// Routes.

const tags = ['User'];

export const userRoutes = {
  getUser: defineRoute({
    method: 'GET',
    path: '/api/user',
    summary: "The signed-in user's profile",
    tags,
    auth: 'user',
    response: userSchema,
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: '/api/user',
    summary: 'Update the profile',
    tags,
    auth: 'user',
    body: updateProfileBodySchema,
    response: userSchema,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/profile',
    summary: 'Update the profile (answer in data.user)',
    tags,
    auth: 'user',
    body: updateProfileBodySchema,
    response: userDataSchema,
  }),
  getSettings: defineRoute({
    method: 'GET',
    path: '/api/user/settings',
    summary: "The user's settings",
    tags,
    auth: 'user',
    response: userSettingsDataSchema,
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/api/user/settings',
    summary: 'Update settings',
    tags,
    auth: 'user',
    body: updateUserSettingsBodySchema,
    response: userSettingsDataSchema,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/user/change-password',
    summary: 'Change the password; every other session is signed out',
    tags,
    auth: 'user',
    body: changePasswordBodySchema,
    response: changePasswordDataSchema,
  }),
  deletionCheck: defineRoute({
    method: 'GET',
    path: '/api/account/deletion/check',
    summary: 'Whether and how the account can be deleted',
    tags,
    auth: 'user',
    response: accountDeletionCheckDataSchema,
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: '/api/account/delete',
    summary: 'Delete the account and all its data',
    tags,
    auth: 'user',
    body: deleteAccountBodySchema,
    response: deleteAccountDataSchema,
  }),
  loginHistory: defineRoute({
    method: 'GET',
    path: '/api/user/login-history',
    summary: 'Sign-in attempts, newest first',
    tags,
    auth: 'user',
    query: loginHistoryQuerySchema,
    response: loginHistoryDataSchema,
  }),
  loginStats: defineRoute({
    method: 'GET',
    path: '/api/user/login-stats',
    summary: 'Counts of sign-in attempts',
    tags,
    auth: 'user',
    query: loginHistoryQuerySchema,
    response: loginStatsDataSchema,
  }),
  suspiciousLogins: defineRoute({
    method: 'GET',
    path: '/api/user/suspicious-logins',
    summary: 'Sign-ins flagged as suspicious',
    tags,
    auth: 'user',
    query: loginHistoryQuerySchema,
    response: loginHistoryDataSchema,
  }),
  activeSessions: defineRoute({
    method: 'GET',
    path: '/api/user/active-sessions',
    summary: 'Signed-in devices',
    tags,
    auth: 'user',
    response: activeSessionsDataSchema,
  }),
  terminateSession: defineRoute({
    method: 'POST',
    path: '/api/user/sessions/:id/terminate',
    summary: 'Sign out one session',
    tags,
    auth: 'user',
    params: sessionIdParamsSchema,
    response: terminateSessionDataSchema,
  }),
  terminateOtherSessions: defineRoute({
    method: 'POST',
    path: '/api/user/sessions/terminate-all-others',
    summary: 'Sign out every session but this one',
    tags,
    auth: 'user',
    response: terminateOtherSessionsDataSchema,
  }),
  acceptTerms: defineRoute({
    method: 'POST',
    path: '/api/user/accept-terms',
    summary: 'Accept the terms (and choose marketing consent)',
    tags,
    auth: 'user',
    body: acceptTermsBodySchema,
    response: userDataSchema,
  }),
} as const;
