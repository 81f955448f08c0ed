import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';

// Who may read a status page (issue 29): everyone, whoever knows its password, visitors from listed addresses, or the
// signed-in members of the team that owns it. The rule covers every way into the page: the page itself, its JSON (and
// so the widget), its feed and its badges.

export const statusPageAccessValues = ['public', 'password', 'allowlist', 'members'] as const;
export const statusPageAccessSchema = z.enum(statusPageAccessValues).meta({ id: 'StatusPageAccess' });
export type StatusPageAccess = z.infer<typeof statusPageAccessSchema>;

/** Addresses and ranges a page's allowlist may hold. */
export const STATUS_PAGE_ALLOWLIST_LIMIT = 100;
/** How long a visitor's pass (the cookie after the password or the sign-in) lasts. */
export const STATUS_PAGE_PASS_DAYS = 30;
/** Wrong passwords one address may try on one page in a window of STATUS_PAGE_PASSWORD_WINDOW_MINUTES. */
export const STATUS_PAGE_PASSWORD_ATTEMPTS = 10;
export const STATUS_PAGE_PASSWORD_WINDOW_MINUTES = 15;

/** One entry of the allowlist: an address (`203.0.113.7`, `2001:db8::1`) or a range in CIDR (`10.0.0.0/8`). */
export const addressRangeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]).safeParse(value).success, {
    params: {
      cs: 'Zadejte adresu IP nebo rozsah CIDR, např. 203.0.113.7 nebo 10.0.0.0/8.',
      en: 'Enter an IP address or a CIDR range, e.g. 203.0.113.7 or 10.0.0.0/8.',
    },
  });

/** The page's password: set or replaced with a new one; never read back (the page says only whether it has one). */
export const statusPagePasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const statusPageAccessFields = {
  access: statusPageAccessSchema,
  allowlist: z.array(addressRangeSchema).max(STATUS_PAGE_ALLOWLIST_LIMIT),
  password: statusPagePasswordSchema,
};

/** The password form on a private page. */
export const statusPagePasswordBodySchema = z.looseObject({ password: z.string().max(1024).catch('') });
/** The app's pass for a member: a short-lived token the page exchanges for its cookie. */
export const statusPageMemberPassDataSchema = z.object({ url: z.string() }).meta({ id: 'StatusPageMemberPass' });
export const statusPageMemberPassParamsSchema = z.strictObject({ slug: z.string().max(100) });
