import { useWebsiteDependencies } from '@hlidka/data';
import { Badge, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@hlidka/ui';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { WebsiteStatusBadge } from './website-status';
import '../../i18n/areas/website-dependencies';

/**
 * "Závislosti" on a website's detail: what it depends on (with its state: a group is down only when all its websites
 * are) and the websites that depend on it. Nothing shows for a website without either.
 */
export function WebsiteDependenciesCard({ websiteId }: { websiteId: string }) {
  const { t } = useTranslation();
  const { parent, dependents, error, isLoading } = useWebsiteDependencies(websiteId);
  if (error) {
    return <p className="text-destructive-text text-sm">{t('websiteDependencies.loadFailed')}</p>;
  }
  if (isLoading) return <Skeleton className="h-24 w-full" aria-label={t('websiteDependencies.card')} />;
  if (!parent && (dependents?.length ?? 0) === 0) return null;
  const link = 'font-medium text-primary underline-offset-4 hover:underline';
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-base">
          {t('websiteDependencies.card')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {parent ? (
          <div className="flex flex-col gap-1">
            <p className="text-muted-foreground">
              {t(parent.kind === 'group' ? 'websiteDependencies.parentGroup' : 'websiteDependencies.parent')}
            </p>
            <p className="flex flex-wrap items-center gap-2">
              <Link
                href={parent.kind === 'group' ? `/websites?group=${parent.id}` : `/websites/${parent.id}`}
                className={link}
              >
                {parent.name}
              </Link>
              {parent.down ? (
                <Badge variant="destructive">
                  {t(parent.kind === 'group' ? 'websiteDependencies.groupDown' : 'websiteDependencies.parentDown')}
                </Badge>
              ) : null}
            </p>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <p className="text-muted-foreground">{t('websiteDependencies.dependents')}</p>
          {dependents && dependents.length > 0 ? (
            <ul className="flex flex-col gap-1.5">
              {dependents.map((dependent) => (
                <li key={dependent.id} className="flex flex-wrap items-center justify-between gap-2">
                  <Link href={`/websites/${dependent.id}`} className={`${link} break-all`}>
                    {dependent.name}
                  </Link>
                  <WebsiteStatusBadge website={dependent} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('websiteDependencies.noDependents')}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
