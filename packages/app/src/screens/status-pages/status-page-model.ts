import '../../i18n/areas/status-pages';
import {
  addressRangeSchema,
  type CreateStatusPageBody,
  CUSTOM_DOMAIN_PATTERN,
  DEFAULT_STATUS_PAGE_TIME_ZONE,
  HEX_COLOUR_PATTERN,
  PASSWORD_MIN_LENGTH,
  RESERVED_STATUS_PAGE_SLUGS,
  STATUS_PAGE_SLUG_PATTERN,
  type StatusPage,
  type StatusPageAccess,
  type StatusPageLanguage,
} from '@hlidka/contract';

// The status page editor's values, checks and body: the contract's rules, checked before the server checks them again.

export interface GroupWebsiteValues {
  websiteId: string;
  /** The website's own name (what an empty public name shows). */
  websiteName: string;
  displayName: string;
}

export interface GroupValues {
  /** React's key: the group's id, or a made-up one for a new group. */
  key: string;
  /** A saved group's id, sent back so the group keeps it (maintenance windows may cover it). */
  id?: string;
  name: string;
  websites: GroupWebsiteValues[];
}

export interface StatusPageFormValues {
  name: string;
  /** The team whose admins manage the page with its owner; '' = the owner alone. */
  teamId: string;
  slug: string;
  description: string;
  footer: string;
  logoUrl: string;
  accentColor: string;
  language: StatusPageLanguage;
  timeZone: string;
  showResponseTimes: boolean;
  customDomain: string;
  published: boolean;
  access: StatusPageAccess;
  /** A new password; '' keeps the saved one. */
  password: string;
  /** One address or CIDR range a line. */
  allowlist: string;
  groups: GroupValues[];
}

/**
 * Error keys under `statusPages.form.errors.`, by the server's field path (`slug`, `groups.0.name`…); an allowlist
 * error names its entry: `allowlistInvalid:10.0.0.0/33`.
 */
export type StatusPageFormErrors = Record<string, string>;

export function emptyStatusPageForm(): StatusPageFormValues {
  return {
    name: '',
    teamId: '',
    slug: '',
    description: '',
    footer: '',
    logoUrl: '',
    accentColor: '',
    language: 'auto',
    timeZone: DEFAULT_STATUS_PAGE_TIME_ZONE,
    showResponseTimes: true,
    customDomain: '',
    published: true,
    access: 'public',
    password: '',
    allowlist: '',
    groups: [],
  };
}

export function statusPageFormFrom(page: StatusPage): StatusPageFormValues {
  return {
    name: page.name,
    teamId: page.teamId ?? '',
    slug: page.slug,
    description: page.description ?? '',
    footer: page.footer ?? '',
    logoUrl: page.logoUrl ?? '',
    accentColor: page.accentColor ?? '',
    language: page.language,
    timeZone: page.timeZone,
    showResponseTimes: page.showResponseTimes,
    customDomain: page.customDomain ?? '',
    published: page.published,
    access: page.access,
    password: '',
    allowlist: page.allowlist.join('\n'),
    groups: page.groups.map((group) => ({
      key: group.id,
      id: group.id,
      name: group.name,
      websites: group.websites.map((website) => ({
        websiteId: website.websiteId,
        websiteName: website.websiteName,
        displayName: website.displayName ?? '',
      })),
    })),
  };
}

/** A slug from a name: `Stav služeb Novák` → `stav-sluzeb-novak` (what a new page's address starts as). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}

/** What is wrong with a slug as typed (error key), or null when the contract would take it. */
export function slugProblem(slug: string): 'slugRequired' | 'slugInvalid' | 'slugReserved' | null {
  const value = slug.trim().toLowerCase();
  if (!value) return 'slugRequired';
  if (!STATUS_PAGE_SLUG_PATTERN.test(value)) return 'slugInvalid';
  if ((RESERVED_STATUS_PAGE_SLUGS as readonly string[]).includes(value)) return 'slugReserved';
  return null;
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && value.length <= 2048;
  } catch {
    return false;
  }
}

const nullIfEmpty = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** The allowlist's lines, trimmed, without empty ones. */
export const allowlistEntries = (allowlist: string) =>
  allowlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The access section's problems: a password page without a password, a bad or empty allowlist. */
function accessErrors(values: StatusPageFormValues, hasPassword: boolean): StatusPageFormErrors {
  const errors: StatusPageFormErrors = {};
  if (values.password !== '' && values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
  else if (values.access === 'password' && !hasPassword && values.password === '') errors.password = 'passwordRequired';
  const entries = allowlistEntries(values.allowlist);
  const invalid = entries.find((entry) => !addressRangeSchema.safeParse(entry).success);
  if (invalid) errors.allowlist = `allowlistInvalid:${invalid}`;
  else if (values.access === 'allowlist' && entries.length === 0) errors.allowlist = 'allowlistRequired';
  return errors;
}

/** Checks the form as the contract will and builds the body to send. */
export function validateStatusPageForm(
  values: StatusPageFormValues,
  options: { customDomains: boolean; hasPassword?: boolean },
): { errors: StatusPageFormErrors; body?: CreateStatusPageBody } {
  const errors: StatusPageFormErrors = accessErrors(values, options.hasPassword ?? false);
  const name = values.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > 100) errors.name = 'nameTooLong';
  const slug = slugProblem(values.slug);
  if (slug) errors.slug = slug;
  if (values.description.trim().length > 1000) errors.description = 'descriptionTooLong';
  if (values.footer.trim().length > 500) errors.footer = 'footerTooLong';
  const logoUrl = nullIfEmpty(values.logoUrl);
  if (logoUrl && !isWebUrl(logoUrl)) errors.logoUrl = 'logoUrlInvalid';
  const accentColor = nullIfEmpty(values.accentColor)?.toLowerCase() ?? null;
  if (accentColor && !HEX_COLOUR_PATTERN.test(accentColor)) errors.accentColor = 'accentColorInvalid';
  const customDomain = options.customDomains ? (nullIfEmpty(values.customDomain)?.toLowerCase() ?? null) : null;
  if (customDomain && !CUSTOM_DOMAIN_PATTERN.test(customDomain)) errors.customDomain = 'customDomainInvalid';
  values.groups.forEach((group, g) => {
    const groupName = group.name.trim();
    if (!groupName) errors[`groups.${g}.name`] = 'groupNameRequired';
    else if (groupName.length > 100) errors[`groups.${g}.name`] = 'groupNameTooLong';
    group.websites.forEach((website, w) => {
      if (website.displayName.trim().length > 100) {
        errors[`groups.${g}.websites.${w}.displayName`] = 'displayNameTooLong';
      }
    });
  });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      name,
      teamId: values.teamId === '' ? null : values.teamId,
      slug: values.slug.trim().toLowerCase(),
      description: nullIfEmpty(values.description),
      footer: nullIfEmpty(values.footer),
      logoUrl,
      accentColor,
      language: values.language,
      timeZone: values.timeZone,
      showResponseTimes: values.showResponseTimes,
      // A plan without custom domains leaves the field as it is (a page may keep one from a bigger plan).
      ...(options.customDomains ? { customDomain } : {}),
      published: values.published,
      access: values.access,
      allowlist: allowlistEntries(values.allowlist),
      ...(values.password === '' ? {} : { password: values.password }),
      groups: values.groups.map((group) => ({
        ...(group.id ? { id: group.id } : {}),
        name: group.name.trim(),
        websites: group.websites.map((website) => ({
          websiteId: website.websiteId,
          displayName: nullIfEmpty(website.displayName),
        })),
      })),
    },
  };
}

/** The item at `from` moved by `by` places (−1 up, +1 down); the same array when it cannot move. */
export function moved<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * A server field path → the form's field it belongs to: `slug` as is, `groups.0.websites.1.displayName` as is, a
 * website id of a group (`groups.0.websites.1.websiteId`) to its row; anything else to the form as a whole (undefined).
 */
export function statusPageFieldOf(path: string): string | undefined {
  const top = [
    'name',
    'slug',
    'description',
    'footer',
    'logoUrl',
    'accentColor',
    'language',
    'timeZone',
    'customDomain',
    'access',
    'password',
    'allowlist',
    'groups',
  ] as const;
  const group = /^groups\.(\d+)\.name$/.exec(path);
  if (group) return path;
  const website = /^(groups\.\d+\.websites\.\d+)\.(displayName|websiteId)$/.exec(path);
  if (website) return `${website[1]}.displayName`;
  const head = path.split('.')[0] ?? '';
  return (top as readonly string[]).includes(head) ? head : undefined;
}
