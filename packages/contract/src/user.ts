import { z } from 'zod';
import { emailSchema, languageSchema, newPasswordSchema, twoFactorMethodSchema, userSchema } from './auth';

// The signed-in user's own account: profile, settings, password, sign-in history, sessions, terms, deletion.

const isoDateTime = z.iso.datetime({ offset: true });
const personName = z.string().trim().min(1).max(100);

/** PUT /api/user and PUT /api/profile: the fields given are replaced, the others stay. */
export const updateProfileBodySchema = z
  .strictObject({
    firstName: personName.optional(),
    lastName: personName.optional(),
    /** An http(s) URL, or the user's own uploaded avatar (`/api/avatars/…`, as the profile gives it back). */
    avatarUrl: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .or(z.string().regex(/^\/api\/avatars\/[0-9a-f-]{36}$/))
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

export const loginMethodSchema = z.enum(['password', 'google', 'sso']).meta({ id: 'LoginMethod' });

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
    /** The second factor of a two-factor sign-in (or of a failed second step). */
    secondFactor: twoFactorMethodSchema.nullable(),
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

// E-mail change: re-authentication, then a confirmation link to the new address; the address changes on confirmation.

/** How long the confirmation link of an e-mail change works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
/** The app's page the confirmation link opens (`?emailChangeToken=…`); the screen POSTs the token to confirm. */
export const EMAIL_CHANGE_CONFIRM_PATH = '/settings/profile';
export const EMAIL_CHANGE_TOKEN_PARAM = 'emailChangeToken';

/** `password` is required when the account has one (accounts without a password set one first). */
export const requestEmailChangeBodySchema = z
  .strictObject({ newEmail: emailSchema, password: z.string().min(1).max(1024).optional() })
  .meta({ id: 'RequestEmailChangeBody' });
export type RequestEmailChangeBody = z.infer<typeof requestEmailChangeBodySchema>;

export const pendingEmailChangeSchema = z
  .object({ newEmail: z.string(), requestedAt: isoDateTime, expiresAt: isoDateTime })
  .meta({ id: 'PendingEmailChange' });
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

/** The pending change, or null when there is none (or it expired). */
export const emailChangeDataSchema = z
  .object({ pending: pendingEmailChangeSchema.nullable() })
  .meta({ id: 'EmailChangeData' });
export type EmailChangeData = z.infer<typeof emailChangeDataSchema>;

export const confirmEmailChangeBodySchema = z
  .strictObject({ token: z.string().trim().min(16).max(256) })
  .meta({ id: 'ConfirmEmailChangeBody' });
/** The e-mail is changed; the old address is told. */
export const confirmEmailChangeDataSchema = z
  .object({ changed: z.literal(true), email: z.string() })
  .meta({ id: 'ConfirmEmailChangeData' });

// Avatar: uploaded as base64 in JSON, stored by the server, served back from `avatarUrl` (a public, unguessable URL).

export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const avatarContentTypeSchema = z.enum(AVATAR_CONTENT_TYPES).meta({ id: 'AvatarContentType' });
/** The largest avatar file the server takes (2 MiB), before base64. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const uploadAvatarBodySchema = z
  .strictObject({
    contentType: avatarContentTypeSchema,
    /** The file, base64-encoded (no `data:` prefix). The server checks the bytes really are that image type. */
    data: z
      .string()
      .min(1)
      .max(Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 4)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/),
  })
  .meta({ id: 'UploadAvatarBody' });
export type UploadAvatarBody = z.infer<typeof uploadAvatarBodySchema>;
export const avatarParamsSchema = z.strictObject({ id: z.uuid() });

// Export of all my data: a JSON attachment `hlidka-export-<date>.json`.

export const ACCOUNT_EXPORT_FORMAT = 'hlidka-account-export/1';
/** The top of the export file; `data` maps each kind of record (table) to the user's rows, secrets left out. */
export const accountExportSchema = z
  .object({
    format: z.literal(ACCOUNT_EXPORT_FORMAT),
    exportedAt: isoDateTime,
    user: userSchema,
    data: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;

// Routes.

const tags = ['User'];

export const userRouteSchemas = {
  getUser: {
    summary: "The signed-in user's profile",
    tags,
    response: userSchema,
  },
  updateUser: {
    summary: 'Update the profile',
    tags,
    body: updateProfileBodySchema,
    response: userSchema,
  },
  updateProfile: {
    summary: 'Update the profile (answer in data.user)',
    tags,
    body: updateProfileBodySchema,
    response: userDataSchema,
  },
  getSettings: {
    summary: "The user's settings",
    tags,
    response: userSettingsDataSchema,
  },
  updateSettings: {
    summary: 'Update settings',
    tags,
    body: updateUserSettingsBodySchema,
    response: userSettingsDataSchema,
  },
  changePassword: {
    summary: 'Change the password; every other session is signed out',
    tags,
    body: changePasswordBodySchema,
    response: changePasswordDataSchema,
  },
  deletionCheck: {
    summary: 'Whether and how the account can be deleted',
    tags,
    response: accountDeletionCheckDataSchema,
  },
  deleteAccount: {
    summary: 'Delete the account and all its data',
    tags,
    body: deleteAccountBodySchema,
    response: deleteAccountDataSchema,
  },
  loginHistory: {
    summary: 'Sign-in attempts, newest first',
    tags,
    query: loginHistoryQuerySchema,
    response: loginHistoryDataSchema,
  },
  loginStats: {
    summary: 'Counts of sign-in attempts',
    tags,
    query: loginHistoryQuerySchema,
    response: loginStatsDataSchema,
  },
  suspiciousLogins: {
    summary: 'Sign-ins flagged as suspicious',
    tags,
    query: loginHistoryQuerySchema,
    response: loginHistoryDataSchema,
  },
  activeSessions: {
    summary: 'Signed-in devices',
    tags,
    response: activeSessionsDataSchema,
  },
  terminateSession: {
    summary: 'Sign out one session',
    tags,
    params: sessionIdParamsSchema,
    response: terminateSessionDataSchema,
  },
  terminateOtherSessions: {
    summary: 'Sign out every session but this one',
    tags,
    response: terminateOtherSessionsDataSchema,
  },
  acceptTerms: {
    summary: 'Accept the terms (and choose marketing consent)',
    tags,
    body: acceptTermsBodySchema,
    response: userDataSchema,
  },
  getEmailChange: {
    summary: 'The pending e-mail change, if any',
    tags,
    response: emailChangeDataSchema,
  },
  requestEmailChange: {
    summary: 'Ask to change the e-mail (password required); a confirmation link goes to the new address',
    tags,
    body: requestEmailChangeBodySchema,
    response: emailChangeDataSchema,
  },
  cancelEmailChange: {
    summary: 'Withdraw the pending e-mail change',
    tags,
    response: emailChangeDataSchema,
  },
  confirmEmailChange: {
    summary: 'Confirm an e-mail change with the token from the link (signed in or not)',
    tags,
    body: confirmEmailChangeBodySchema,
    response: confirmEmailChangeDataSchema,
  },
  uploadAvatar: {
    summary: 'Upload an avatar (PNG, JPEG or WebP, at most 2 MiB); answers the profile with the new avatarUrl',
    tags,
    body: uploadAvatarBodySchema,
    response: userDataSchema,
  },
  deleteAvatar: {
    summary: 'Remove the avatar',
    tags,
    response: userDataSchema,
  },
  getAvatar: {
    summary: 'An uploaded avatar image (public; the id is unguessable and changes with every upload)',
    tags,
    params: avatarParamsSchema,
    response: z.string(),
  },
  exportData: {
    summary: 'Everything stored about me, as a JSON attachment (AccountExport)',
    tags,
    response: accountExportSchema,
  },
} as const;
