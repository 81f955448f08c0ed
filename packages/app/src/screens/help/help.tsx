import { Button, Card, EmptyState, TextField } from '@hlidka/ui';
import { Activity, Bell, BookOpen, ChevronRight, Code, CreditCard, Mail, SearchX } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { HELP_ARTICLES, HELP_CATEGORIES, type HelpCategoryId, searchArticles } from './catalogue';
import '../../i18n/areas/help';
import { PageHeader, ScreenFrame } from '../common/page-header';

const icons: Record<HelpCategoryId, ReactNode> = {
  'getting-started': <BookOpen />,
  monitoring: <Activity />,
  alerts: <Bell />,
  account: <CreditCard />,
  developers: <Code />,
};

/** /help: categories of bundled articles, a search over their titles and summaries, and the way to support. */
export default function HelpScreen() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const entries = useMemo(
    () =>
      HELP_ARTICLES.map((article) => ({
        article,
        title: t(`help.articles.${article.slug}.title`),
        summary: t(`help.articles.${article.slug}.summary`),
        text: [
          t(`help.articles.${article.slug}.title`),
          t(`help.articles.${article.slug}.summary`),
          t(`help.articles.${article.slug}.keywords`),
          t(`help.categories.${article.category}.title`),
        ].join(' '),
      })),
    [t],
  );
  const results = query.trim() ? searchArticles(entries, query) : null;

  return (
    <ScreenFrame>
      <PageHeader
        title={t('help.home.title')}
        description={t('help.home.description')}
        actions={
          <Button asChild variant="outline">
            <Link href="/help/contact">
              <Mail aria-hidden="true" />
              {t('help.home.contact')}
            </Link>
          </Button>
        }
      />
      <search aria-label={t('help.home.searchLabel')}>
        <TextField
          label={t('help.home.searchLabel')}
          type="search"
          value={query}
          onChange={setQuery}
          placeholder={t('help.home.searchPlaceholder')}
          className="max-w-xl"
        />
      </search>
      {results && (
        <section aria-labelledby="help-results" className="flex flex-col gap-3">
          <h2 id="help-results" className="font-semibold text-lg">
            {t('help.home.results', { count: results.length })}
          </h2>
          {results.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon={<SearchX />}
              title={t('help.home.noResults')}
              description={t('help.home.noResultsDescription')}
              action={
                <Button asChild variant="outline">
                  <Link href="/help/contact">{t('help.home.contact')}</Link>
                </Button>
              }
            />
          ) : (
            <ArticleList items={results} />
          )}
        </section>
      )}
      {!results && (
        <div className="grid gap-4 md:grid-cols-2">
          {HELP_CATEGORIES.map((category) => (
            <Card key={category} className="gap-3">
              <div className="flex items-start gap-3 px-5">
                <span aria-hidden="true" className="rounded-full bg-muted p-2 text-muted-foreground [&_svg]:size-5">
                  {icons[category]}
                </span>
                <div className="flex flex-col gap-0.5">
                  <h2 className="font-semibold">{t(`help.categories.${category}.title`)}</h2>
                  <p className="text-muted-foreground text-sm">{t(`help.categories.${category}.description`)}</p>
                </div>
              </div>
              <div className="px-5">
                <ArticleList items={entries.filter((entry) => entry.article.category === category)} compact />
              </div>
            </Card>
          ))}
        </div>
      )}
    </ScreenFrame>
  );
}

function ArticleList({
  items,
  compact = false,
}: {
  items: { article: { category: string; slug: string }; title: string; summary: string }[];
  compact?: boolean;
}) {
  return (
    <ul className={compact ? 'flex flex-col' : 'flex flex-col gap-2'}>
      {items.map(({ article, title, summary }) => (
        <li key={article.slug}>
          <Link
            href={`/help/article/${article.category}/${article.slug}`}
            className={
              compact
                ? 'flex items-center justify-between gap-2 rounded-sm py-1.5 text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring'
                : 'flex items-center justify-between gap-3 rounded-lg border bg-background p-4 hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring'
            }
          >
            <span className="flex flex-col gap-0.5">
              <span className={compact ? '' : 'font-medium'}>{title}</span>
              {!compact && <span className="text-muted-foreground text-sm">{summary}</span>}
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
