// The help centre's categories and articles. Article bodies are Markdown bundled with the app, one chunk per article
// and language, loaded only when opened; titles and summaries live in the `help` i18n area.

type Loader = () => Promise<{ default: string }>;

export interface HelpArticle {
  category: string;
  slug: string;
  body: { cs: Loader; en: Loader };
}

export const HELP_CATEGORIES = ['getting-started', 'monitoring', 'alerts', 'account', 'developers'] as const;
export type HelpCategoryId = (typeof HELP_CATEGORIES)[number];

export const HELP_ARTICLES: HelpArticle[] = [
  {
    category: 'getting-started',
    slug: 'getting-started',
    body: {
      cs: () => import('./articles/cs/getting-started.md?raw'),
      en: () => import('./articles/en/getting-started.md?raw'),
    },
  },
  {
    category: 'getting-started',
    slug: 'offline-mode',
    body: {
      cs: () => import('./articles/cs/offline-mode.md?raw'),
      en: () => import('./articles/en/offline-mode.md?raw'),
    },
  },
  {
    category: 'monitoring',
    slug: 'check-types',
    body: {
      cs: () => import('./articles/cs/check-types.md?raw'),
      en: () => import('./articles/en/check-types.md?raw'),
    },
  },
  {
    category: 'monitoring',
    slug: 'private-targets',
    body: {
      cs: () => import('./articles/cs/private-targets.md?raw'),
      en: () => import('./articles/en/private-targets.md?raw'),
    },
  },
  {
    category: 'monitoring',
    slug: 'incidents',
    body: { cs: () => import('./articles/cs/incidents.md?raw'), en: () => import('./articles/en/incidents.md?raw') },
  },
  {
    category: 'alerts',
    slug: 'notifications-and-channels',
    body: {
      cs: () => import('./articles/cs/notifications-and-channels.md?raw'),
      en: () => import('./articles/en/notifications-and-channels.md?raw'),
    },
  },
  {
    category: 'alerts',
    slug: 'teams',
    body: { cs: () => import('./articles/cs/teams.md?raw'), en: () => import('./articles/en/teams.md?raw') },
  },
  {
    category: 'alerts',
    slug: 'reports',
    body: { cs: () => import('./articles/cs/reports.md?raw'), en: () => import('./articles/en/reports.md?raw') },
  },
  {
    category: 'account',
    slug: 'plans-and-billing',
    body: {
      cs: () => import('./articles/cs/plans-and-billing.md?raw'),
      en: () => import('./articles/en/plans-and-billing.md?raw'),
    },
  },
  {
    category: 'account',
    slug: 'affiliate',
    body: { cs: () => import('./articles/cs/affiliate.md?raw'), en: () => import('./articles/en/affiliate.md?raw') },
  },
  {
    category: 'developers',
    slug: 'api-keys',
    body: { cs: () => import('./articles/cs/api-keys.md?raw'), en: () => import('./articles/en/api-keys.md?raw') },
  },
];

export function findArticle(category: string, slug: string): HelpArticle | undefined {
  return HELP_ARTICLES.find((article) => article.category === category && article.slug === slug);
}

/** Lower case without diacritics, so "ucet" finds "účet". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Articles whose text (title, summary, keywords) contains every word of the query. */
export function searchArticles<T extends { text: string }>(items: T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return items;
  return items.filter((item) => {
    const text = fold(item.text);
    return words.every((word) => text.includes(word));
  });
}
