import { TextField } from '@hlidka/ui';
import { useTranslation } from '../../../i18n/use-translation';
import { FormSection } from '../../common/form-parts';
import { type CheckTypeModule, numberError, optionalInt, Rows, textProps } from './module';
import '../../../i18n/areas/check-types';

export interface PingValues {
  pingCount: string;
  pingMaxLoss: string;
  pingMaxRtt: string;
}

const ms = (value: number | null) => (value === null ? '—' : String(Math.round(value * 100) / 100));
const number = { key: 'checkTypes.errors.number' };

/** An ICMP ping of a host: packets, loss and round-trip limits. */
export const pingModule: CheckTypeModule<'ping', PingValues> = {
  defaults: { pingCount: '4', pingMaxLoss: '25', pingMaxRtt: '' },
  valuesOf: ({ ping }) => ({
    pingCount: String(ping?.count ?? '4'),
    pingMaxLoss: String(ping?.maxLossPercent ?? '25'),
    pingMaxRtt: ping?.maxRttMs == null ? '' : String(ping.maxRttMs),
  }),
  validate: (values) => ({
    pingCount: numberError(values.pingCount, [1, 10], number),
    pingMaxLoss: numberError(values.pingMaxLoss, [0, 100], number),
    pingMaxRtt: numberError(values.pingMaxRtt, [1, 60_000], { ...number, optional: true }),
  }),
  settings: (values) => ({
    ping: {
      count: Number(values.pingCount),
      maxLossPercent: Number(values.pingMaxLoss),
      maxRttMs: optionalInt(values.pingMaxRtt),
    },
  }),
  formField: (field) => {
    const [head, second] = field.split('.');
    if (head !== 'ping') return undefined;
    return second === 'count' ? 'pingCount' : second === 'maxRttMs' ? 'pingMaxRtt' : 'pingMaxLoss';
  },
  Sections: function PingSection(props) {
    const { t } = useTranslation();
    return (
      <FormSection columns title={t('checkTypes.ping.title')}>
        <TextField label={t('checkTypes.ping.count')} inputMode="numeric" {...textProps(props, 'pingCount')} />
        <TextField label={t('checkTypes.ping.maxLoss')} inputMode="numeric" {...textProps(props, 'pingMaxLoss')} />
        <TextField
          label={t('checkTypes.ping.maxRtt')}
          description={t('checkTypes.ping.maxRttHint')}
          inputMode="numeric"
          {...textProps(props, 'pingMaxRtt')}
        />
        <p className="text-muted-foreground text-sm md:col-span-2">{t('checkTypes.ping.note')}</p>
      </FormSection>
    );
  },
  summary: ({ ping }, t) =>
    ping
      ? [
          [t('checkTypes.detail.packets'), String(ping.count)],
          [t('checkTypes.detail.maxLoss'), `${ping.maxLossPercent} %`],
        ]
      : [],
  Result: function PingResult({ result }) {
    const { t } = useTranslation();
    if (!result.ping) return null;
    const { sent, received, lossPercent, rttMinMs, rttAvgMs, rttMaxMs } = result.ping;
    const rows: [string, string][] = [
      [t('checkTypes.result.ping'), t('checkTypes.result.pingStats', { received, sent, loss: lossPercent })],
    ];
    if (rttAvgMs !== null)
      rows.push([t('checkTypes.result.rtt'), `${ms(rttMinMs)} / ${ms(rttAvgMs)} / ${ms(rttMaxMs)} ms`]);
    return <Rows rows={rows} />;
  },
  resultCardTitle: 'checkTypes.detail.title',
};
