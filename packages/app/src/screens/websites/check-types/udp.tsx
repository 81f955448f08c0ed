import { UDP_MAX_BYTES, type UdpEncoding, udpBytes } from '@hlidka/contract';
import { RadioGroup, TextField } from '@hlidka/ui';
import { useTranslation } from '../../../i18n/use-translation';
import { FormSection } from '../../common/form-parts';
import { type CheckTypeModule, type FieldError, textProps } from './module';
import '../../../i18n/areas/check-types';

export interface UdpValues {
  udpPayload: string;
  udpEncoding: UdpEncoding;
  udpExpected: string;
}

/** A payload or expected reply that is not hex (when hex is chosen) or longer than a datagram may be. */
function bytesError(text: string, encoding: UdpEncoding): FieldError | undefined {
  const bytes = udpBytes(text, encoding);
  if (bytes === null) return { key: 'checkTypes.errors.hex' };
  return bytes.length > UDP_MAX_BYTES ? { key: 'checkTypes.errors.bytes', values: { max: UDP_MAX_BYTES } } : undefined;
}

const formFields: Record<string, keyof UdpValues> = {
  payload: 'udpPayload',
  encoding: 'udpEncoding',
  expected: 'udpExpected',
};

/** A UDP datagram to host:port and the reply it must get. */
export const udpModule: CheckTypeModule<'udp', UdpValues> = {
  defaults: { udpPayload: '', udpEncoding: 'text', udpExpected: '' },
  valuesOf: ({ udp }) => ({
    udpPayload: udp?.payload ?? '',
    udpEncoding: udp?.encoding ?? 'text',
    udpExpected: udp?.expected ?? '',
  }),
  validate: (values) => ({
    udpPayload: bytesError(values.udpPayload, values.udpEncoding),
    udpExpected: bytesError(values.udpExpected, values.udpEncoding),
  }),
  settings: (values) => ({
    udp: {
      payload: values.udpPayload,
      encoding: values.udpEncoding,
      expected: values.udpExpected === '' ? null : values.udpExpected,
    },
  }),
  formField: (field) => {
    const [head, second = ''] = field.split('.');
    return head === 'udp' ? (formFields[second] ?? 'udpPayload') : undefined;
  },
  Sections: function UdpSection(props) {
    const { t } = useTranslation();
    const { values, set } = props;
    return (
      <FormSection columns title={t('checkTypes.udp.title')}>
        <RadioGroup
          className="md:col-span-2"
          label={t('checkTypes.udp.encoding')}
          value={values.udpEncoding}
          onChange={(value) => set('udpEncoding')(value === 'hex' ? 'hex' : 'text')}
          options={[
            { value: 'text', label: t('checkTypes.udp.encodingText') },
            { value: 'hex', label: t('checkTypes.udp.encodingHex') },
          ]}
        />
        <TextField
          label={t('checkTypes.udp.payload')}
          description={t('checkTypes.udp.payloadHint')}
          autoComplete="off"
          {...textProps(props, 'udpPayload')}
        />
        <TextField
          label={t('checkTypes.udp.expected')}
          description={t('checkTypes.udp.expectedHint')}
          autoComplete="off"
          {...textProps(props, 'udpExpected')}
        />
      </FormSection>
    );
  },
  summary: ({ udp }, t) => {
    if (!udp) return [];
    const written = (text: string) => (udp.encoding === 'hex' ? `${text} (hex)` : text);
    return [
      [t('checkTypes.detail.payload'), udp.payload === '' ? t('checkTypes.detail.emptyPayload') : written(udp.payload)],
      [
        t('checkTypes.detail.expectedReply'),
        udp.expected === null ? t('checkTypes.detail.anyValue') : written(udp.expected),
      ],
    ];
  },
};
