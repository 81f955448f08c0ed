import type { IncidentDetail } from '@hlidka/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@hlidka/ui';
import { Network } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/website-dependencies';

/**
 * An incident's dependency links: the parent's incident this one joined (its alerts wait for it), and the dependent
 * websites' incidents linked to this one. Nothing shows without either.
 */
export function IncidentDependencyLinks({ incident }: { incident: Pick<IncidentDetail, 'parent' | 'dependents'> }) {
  const { t } = useTranslation();
  const { parent, dependents } = incident;
  if (!parent && dependents.length === 0) return null;
  const link = 'font-medium text-primary underline-offset-4 hover:underline';
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Network aria-hidden="true" className="size-4 text-muted-foreground" />
          {t('websiteDependencies.card')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {parent ? (
          <p>
            <Link href={`/incidents/${parent.incidentId}`} className={link}>
              {t('websiteDependencies.incidentParent', { name: parent.website.name })}
            </Link>
          </p>
        ) : null}
        {dependents.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <p className="text-muted-foreground">{t('websiteDependencies.incidentDependents')}</p>
            <ul className="flex flex-col gap-1">
              {dependents.map((dependent) => (
                <li key={dependent.incidentId}>
                  <Link href={`/incidents/${dependent.incidentId}`} className={`${link} break-all`}>
                    {dependent.website.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
