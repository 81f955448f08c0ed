import { useWebsiteGroups, useWebsites } from '@hlidka/data';
import { ComboBox, Skeleton } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { FormSection } from '../common/form-parts';
import '../../i18n/areas/website-dependencies';

export interface DependsOnSectionProps {
  /** `website:<id>`, `group:<id>`, or '' for nothing. */
  value: string;
  onChange: (value: string) => void;
  /** The website's team ('' = none) and group as the form has them: only websites and groups of that team fit. */
  teamId: string;
  groupId: string;
  /** The saved website being edited: it cannot depend on itself. */
  websiteId?: string;
  errorMessage?: string;
}

/**
 * "Závisí na": a website or group this one depends on, found by typing. While it is down, this website's failures
 * join its incident and one alert covers them all (the server refuses loops and other teams' websites).
 */
export function DependsOnSection({ value, onChange, teamId, groupId, websiteId, errorMessage }: DependsOnSectionProps) {
  const { t } = useTranslation();
  const { websites } = useWebsites({ limit: 100, sort: 'name' });
  const { groups } = useWebsiteGroups();
  const team = teamId === '' ? null : teamId;
  const options = [
    { id: 'none', label: t('websiteDependencies.none') },
    ...(websites ?? [])
      .filter((website) => website.teamId === team && website.id !== websiteId)
      .map((website) => ({ id: `website:${website.id}`, label: website.name })),
    ...(groups ?? [])
      .filter((group) => group.teamId === team && group.id !== groupId)
      .map((group) => ({ id: `group:${group.id}`, label: t('websiteDependencies.group', { name: group.name }) })),
  ];
  // Nothing chosen leaves the field empty (its placeholder shows), so typing searches at once.
  const selectedKey = options.some((option) => option.id === value) ? value : null;
  return (
    <FormSection title={t('websiteDependencies.section')}>
      {/* Mounted once the choices are known: the field then starts with the saved choice's name. */}
      {!websites || !groups ? (
        <Skeleton className="h-16 w-full" aria-label={t('websiteDependencies.field')} />
      ) : (
        <ComboBox
          label={t('websiteDependencies.field')}
          description={t('websiteDependencies.hint')}
          placeholder={t('websiteDependencies.placeholder')}
          emptyText={t('websiteDependencies.nothingFound')}
          options={options}
          selectedKey={selectedKey}
          onSelectionChange={(key) => onChange(key === null || key === 'none' ? '' : String(key))}
          isInvalid={Boolean(errorMessage)}
          errorMessage={errorMessage}
        />
      )}
    </FormSection>
  );
}
