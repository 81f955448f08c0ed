import { useLiveRegions } from '@hlidka/data';
import { Checkbox, Select } from '@hlidka/ui';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { parseRegions } from './form-model';
import '../../i18n/areas/websites';

const MAX_REGIONS = 5;
const MAJORITY = 'majority';

export interface RegionPickerProps {
  /** The chosen regions as the form keeps them ("eu-central, us-east"; empty = any worker). */
  regions: string;
  onRegionsChange: (regions: string) => void;
  /** The quorum as the form keeps it ('' = a majority). */
  quorum: string;
  onQuorumChange: (quorum: string) => void;
  regionsError?: string;
  quorumError?: string;
}

/**
 * Regions are chosen, not typed: "any worker", or the regions whose workers reported in the last 10 minutes (a saved
 * region without one stays listed, marked, so that saving does not drop it unseen). With two or more, the quorum.
 */
export function RegionPicker({
  regions,
  onRegionsChange,
  quorum,
  onQuorumChange,
  regionsError,
  quorumError,
}: RegionPickerProps) {
  const { t } = useTranslation();
  const { regions: live, isLoading } = useLiveRegions();
  const legendId = useId();
  const hintId = useId();
  const errorId = useId();
  const chosen = parseRegions(regions) ?? [];
  const liveNames = new Set((live ?? []).map((region) => region.name));
  const offered = [...(live ?? []).map((region) => region.name), ...chosen.filter((name) => !liveNames.has(name))];
  const workersOf = (name: string) => live?.find((region) => region.name === name)?.workers ?? 0;
  const toggle = (name: string, selected: boolean) => {
    const next = selected ? [...chosen, name] : chosen.filter((region) => region !== name);
    onRegionsChange(next.join(', '));
  };
  const majority = Math.floor(chosen.length / 2) + 1;

  return (
    <div className="flex flex-col gap-4 md:col-span-2">
      <fieldset
        aria-labelledby={legendId}
        aria-describedby={regionsError ? `${hintId} ${errorId}` : hintId}
        className="flex flex-col gap-2"
      >
        <legend id={legendId} className="font-medium text-foreground text-sm">
          {t('websites.form.regions')}
        </legend>
        <p id={hintId} className="text-muted-foreground text-xs">
          {t('websites.form.regionsHint')}
        </p>
        <div className="flex flex-col gap-2">
          <Checkbox
            isSelected={chosen.length === 0}
            onChange={(selected) => {
              if (selected) onRegionsChange('');
            }}
            description={t('websites.form.anyRegionHint')}
          >
            {t('websites.form.anyRegion')}
          </Checkbox>
          {offered.map((name) => {
            const workers = workersOf(name);
            const isSelected = chosen.includes(name);
            return (
              <Checkbox
                key={name}
                isSelected={isSelected}
                isDisabled={!isSelected && chosen.length >= MAX_REGIONS}
                isInvalid={workers === 0}
                onChange={(selected) => toggle(name, selected)}
                description={
                  workers > 0 ? t('websites.form.regionWorkers', { count: workers }) : t('websites.form.regionNoWorker')
                }
              >
                <span className="font-mono">{name}</span>
              </Checkbox>
            );
          })}
        </div>
        {!isLoading && live !== undefined && live.length === 0 ? (
          <p className="text-muted-foreground text-xs">{t('websites.form.noLiveRegions')}</p>
        ) : null}
        {regionsError ? (
          <p id={errorId} className="text-destructive-text text-xs">
            {regionsError}
          </p>
        ) : null}
      </fieldset>
      {chosen.length > 1 ? (
        <Select
          label={t('websites.form.regionQuorum')}
          description={t('websites.form.regionQuorumHint')}
          value={quorum.trim() === '' ? MAJORITY : quorum.trim()}
          onChange={(key) => onQuorumChange(key === MAJORITY || key === null ? '' : String(key))}
          isInvalid={Boolean(quorumError)}
          errorMessage={quorumError}
          className="md:max-w-sm"
          options={[
            {
              id: MAJORITY,
              label: t('websites.form.quorumMajority', { count: majority, total: chosen.length }),
            },
            ...Array.from({ length: chosen.length }, (_, i) => ({
              id: String(i + 1),
              label: t('websites.form.quorumOf', { count: i + 1, total: chosen.length }),
            })),
          ]}
        />
      ) : null}
    </div>
  );
}
