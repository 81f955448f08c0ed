import { Button, EmptyState } from '@hlidka/ui';
import { FileQuestion } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { Markdown } from '../common/markdown';
import { findArticle, HELP_ARTICLES } from './catalogue';
import '../../i18n/areas/help';
import { useLanguage } from '../../i18n';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { LoadError, LoadingBlock } from '../common/query-states';

/** /help/article/{category}/{slug}: one bundled article in the interface language. */
export default function HelpArticleScreen() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { category = '', slug = '' } = useParams<{ category: string; slug: string }>();
  const article = findArticle(category, slug);
  const [state, setState] = useState<{ key: string; body?: string; error?: unknown }>({ key: '' });
  const [attempt, setAttempt] = useState(0);
  const key = `${lng}/${category}/${slug}/${attempt}`;

  useEffect(() => {
    if (!article) return;
    let live = true;
    article.body[lng]().then(
      (module) => live && setState({ key, body: module.default }),
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
  }, [article, lng, key]);

  const back = { href: '/help', label: t('help.article.back') };
  if (!article) {
    return (
      <ScreenFrame>
        <PageHeader title={t('help.article.notFound')} back={back} />
        <EmptyState
          icon={<FileQuestion />}
          title={t('help.article.notFound')}
          description={t('help.article.notFoundDescription')}
          action={
            <Button asChild>
              <Link href="/help">{t('help.article.back')}</Link>
            </Button>
          }
        />
      </ScreenFrame>
    );
  }
  const current = state.key === key ? state : null;
  const related = HELP_ARTICLES.filter((other) => other.category === article.category && other.slug !== article.slug);
  return (
    <ScreenFrame>
      <PageHeader
        title={t(`help.articles.${article.slug}.title`)}
        description={t(`help.categories.${article.category}.title`)}
        back={back}
      />
      <article className="rounded-lg border bg-background p-5 sm:p-6">
        {!current && <LoadingBlock lines={8} />}
        {current?.error !== undefined && (
          <LoadError
            error={current.error}
            title={t('help.article.loadFailed')}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
        {current?.body !== undefined && <Markdown source={current.body} allowInternalLinks />}
      </article>
      {related.length > 0 && (
        <nav aria-label={t('help.article.related')} className="flex flex-col gap-2">
          <h2 className="font-semibold">{t('help.article.related')}</h2>
          <ul className="flex flex-col gap-1">
            {related.map((other) => (
              <li key={other.slug}>
                <Link
                  href={`/help/article/${other.category}/${other.slug}`}
                  className="text-primary text-sm underline-offset-4 hover:underline"
                >
                  {t(`help.articles.${other.slug}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="text-muted-foreground text-sm">
        {t('help.article.stillStuck')}{' '}
        <Link href="/help/contact" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('help.article.contact')}
        </Link>
      </p>
    </ScreenFrame>
  );
}
