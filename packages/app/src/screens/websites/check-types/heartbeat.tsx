import { parseCron } from '@hlidka/contract';
import { Select, TextField } from '@hlidka/ui';
import { useTranslation } from '../../../i18n/use-translation';
import { timeZoneOptions } from '../../common/time-zones';
import { type CheckTypeModule, type FieldError, numberError, optionalInt, textProps } from './module';
import '../../../i18n/areas/heartbeats';
import '../../../i18n/areas/websites';

export interface HeartbeatValues {
  graceSeconds: string;
  cron: string;
  timeZone: string;
  maxRunSeconds: string;
}

function cronError(text: string): FieldError | undefined {
  if (text.trim() === '') return undefined;
  const parsed = parseCron(text);
  return 'error' in parsed ? { key: `heartbeats.form.cronErrors.${parsed.error}` } : undefined;
}

/**
 * A heartbeat waits for its cron job: every interval, or by a cron schedule in a time zone; how long after the
 * expected time before a missing call counts, and how long a started run may take.
 */
export const heartbeatModule: CheckTypeModule<'heartbeat', HeartbeatValues> = {
  defaults: { graceSeconds: '60', cron: '', timeZone: 'Europe/Prague', maxRunSeconds: '' },
  valuesOf: (website) => ({
    graceSeconds: String(website.graceSeconds),
    cron: website.cron ?? '',
    timeZone: website.timeZone,
    maxRunSeconds: website.maxRunSeconds === null ? '' : String(website.maxRunSeconds),
  }),
  validate: (values) => ({
    graceSeconds: numberError(values.graceSeconds, [0, 86_400]),
    cron: cronError(values.cron),
    maxRunSeconds: numberError(values.maxRunSeconds, [1, 604_800], { optional: true }),
  }),
  settings: (values) => ({
    graceSeconds: Number(values.graceSeconds),
    cron: values.cron.trim() === '' ? null : values.cron.trim(),
    timeZone: values.timeZone,
    maxRunSeconds: optionalInt(values.maxRunSeconds),
  }),
  CheckFields: (props) => {
    const { t } = useTranslation();
    const zoneError = props.errorOf('timeZone');
    return (
      <>
        <TextField
          label={t('websites.form.grace')}
          description={t('websites.form.graceHint')}
          inputMode="numeric"
          {...textProps(props, 'graceSeconds')}
        />
        <TextField
          label={t('heartbeats.form.cron')}
          description={t('heartbeats.form.cronHint')}
          spellCheck="false"
          autoComplete="off"
          {...textProps(props, 'cron')}
        />
        <Select
          label={t('heartbeats.form.timeZone')}
          name="timeZone"
          value={props.values.timeZone}
          onChange={(key) => props.set('timeZone')(String(key))}
          options={timeZoneOptions(props.values.timeZone).map((zone) => ({ id: zone, label: zone }))}
          isInvalid={Boolean(zoneError)}
          errorMessage={zoneError}
        />
        <TextField
          label={t('heartbeats.form.maxRun')}
          description={t('heartbeats.form.maxRunHint')}
          inputMode="numeric"
          {...textProps(props, 'maxRunSeconds')}
        />
      </>
    );
  },
  summary: (website, t) => [
    ...(website.cron
      ? ([
          [
            t('heartbeats.summary.schedule'),
            t('heartbeats.summary.scheduleValue', { cron: website.cron, timeZone: website.timeZone }),
          ],
        ] as [string, string][])
      : []),
    ...(website.maxRunSeconds !== null
      ? ([[t('heartbeats.summary.maxRun'), t('heartbeats.summary.maxRunValue', { value: website.maxRunSeconds })]] as [
          string,
          string,
        ][])
      : []),
  ],
};
