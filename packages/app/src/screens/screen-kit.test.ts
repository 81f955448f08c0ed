import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The screens share one kit (screens/common), one language hook (i18n) and one formatting module (lib/format): each
// piece is defined once, where this table says, and nowhere else in the app.

const SRC = join(import.meta.dirname, '..');

const homes: Record<string, string> = {
  ScreenFrame: 'screens/common/page-header.tsx',
  PageHeader: 'screens/common/page-header.tsx',
  useDocumentTitle: 'screens/common/page-header.tsx',
  ErrorState: 'screens/common/query-states.tsx',
  NotFoundState: 'screens/common/query-states.tsx',
  LoadError: 'screens/common/query-states.tsx',
  LoadingBlock: 'screens/common/query-states.tsx',
  ListSkeleton: 'screens/common/query-states.tsx',
  ListStates: 'screens/common/query-states.tsx',
  DetailSkeleton: 'screens/common/query-states.tsx',
  Field: 'screens/common/query-states.tsx',
  isNotFound: 'screens/common/query-states.tsx',
  Section: 'screens/common/section.tsx',
  FormSection: 'screens/common/form-parts.tsx',
  FormFailure: 'screens/common/form-parts.tsx',
  useSaveAndLeave: 'screens/common/use-save-and-leave.ts',
  useConfirmedDelete: 'screens/common/use-confirmed-delete.ts',
  TableScroll: 'screens/common/tables.tsx',
  usePaginationLabels: 'screens/common/tables.tsx',
  useLanguage: 'i18n/index.ts',
  intlLocale: 'lib/format.ts',
  formatDate: 'lib/format.ts',
  formatDateTime: 'lib/format.ts',
  formatRelative: 'lib/format-relative.ts',
  formatMoney: 'lib/format.ts',
  formatFileSize: 'lib/format.ts',
  formatNumber: 'lib/format.ts',
  formatMs: 'lib/format.ts',
  formatPercent: 'lib/format.ts',
  formatDuration: 'lib/format.ts',
};

/** Names the kit replaced: none may come back under its old name. */
const retired = ['useLng', 'useFormatLanguage', 'formatBytes', 'formatUptime'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const definitionOf = (name: string) => new RegExp(`\\b(?:function|const|let|var|class)\\s+${name}\\b\\s*[=(<:]`);

describe('one screen kit', () => {
  it.each(Object.entries(homes))('%s is defined once, in %s', (name, home) => {
    const definedIn = files.filter((file) => definitionOf(name).test(file.text)).map((file) => file.path);
    expect(definedIn).toEqual([home]);
  });

  it('no retired helper comes back', () => {
    const found = retired.flatMap((name) =>
      files.filter((file) => definitionOf(name).test(file.text)).map((file) => `${name} in ${file.path}`),
    );
    expect(found).toEqual([]);
  });

  it("lists show their failure, placeholder and empty states through the kit's ListStates", () => {
    const ladders = files.filter((file) => /<ListSkeleton\b/.test(file.text));
    expect(ladders.map((file) => file.path)).toEqual(['screens/common/query-states.tsx']);
  });

  it("forms word their failure through the kit's FormFailure", () => {
    const alerts = files.filter((file) =>
      /role="alert" className="rounded-md border border-destructive\/50/.test(file.text),
    );
    expect(alerts.map((file) => file.path)).toEqual(['screens/common/form-parts.tsx']);
  });

  it('error text is coloured destructive-text, the red that reads at AA on the page in both themes', () => {
    // 'text-destructive' is the red behind white button labels: 4.2:1 on the dark page.
    const found = files.filter((file) => /\btext-destructive(?![-\w])/.test(file.text)).map((file) => file.path);
    expect(found).toEqual([]);
  });

  it('only the kit sets the document title', () => {
    const setters = files.filter((file) => /document\.title\s*=/.test(file.text)).map((file) => file.path);
    expect(setters).toEqual(['screens/common/page-header.tsx']);
  });

  it('numbers are formatted in lib/format', () => {
    const formatters = files.filter((file) => /new Intl\.NumberFormat\(/.test(file.text)).map((file) => file.path);
    // The team's website list keeps its own percent style ('99.9%' in English) until its look is changed on purpose.
    expect(formatters.sort()).toEqual(['lib/format.ts', 'screens/teams/team-websites.tsx']);
  });
});
