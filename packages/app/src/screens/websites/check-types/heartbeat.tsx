import { TextField } from '@hlidka/ui';
import { useTranslation } from '../../../i18n/use-translation';
import { type CheckTypeModule, numberError, textProps } from './module';
import '../../../i18n/areas/websites';

export interface HeartbeatValues {
  graceSeconds: string;
}

/** A heartbeat waits for its cron job: how long after the interval before a missing call counts. */
export const heartbeatModule: CheckTypeModule<'heartbeat', HeartbeatValues> = {
  defaults: { graceSeconds: '60' },
  valuesOf: (website) => ({ graceSeconds: String(website.graceSeconds) }),
  validate: (values) => ({ graceSeconds: numberError(values.graceSeconds, [0, 86_400]) }),
  settings: (values) => ({ graceSeconds: Number(values.graceSeconds) }),
  CheckFields: (props) => {
    const { t } = useTranslation();
    return (
      <TextField
        label={t('websites.form.grace')}
        description={t('websites.form.graceHint')}
        inputMode="numeric"
        {...textProps(props, 'graceSeconds')}
      />
    );
  },
  summary: () => [],
};
