import { Checkbox, TextField } from '@hlidka/ui';
import { useTranslation } from '../../../i18n/use-translation';
import { FormSection } from '../../common/form-parts';
import type { CheckTypeModule } from './module';
import { textProps } from './module';
import '../../../i18n/areas/check-types';
import '../../../i18n/areas/websites';

export interface WebsocketValues {
  wsMessage: string;
  wsExpected: string;
  /** Shared with the HTTP check: the same website field. */
  verifyTls: boolean;
}

const tooLong = (text: string, max: number) =>
  text.length > max ? { key: 'checkTypes.errors.length', values: { max } } : undefined;
const orNull = (text: string) => (text === '' ? null : text);

/** A WebSocket upgrade of a ws(s) URL: a message to send and the text a reply must contain. */
export const websocketModule: CheckTypeModule<'websocket', WebsocketValues> = {
  defaults: { wsMessage: '', wsExpected: '', verifyTls: true },
  valuesOf: ({ websocket, verifyTls }) => ({
    wsMessage: websocket?.message ?? '',
    wsExpected: websocket?.expected ?? '',
    verifyTls,
  }),
  validate: (values) => ({ wsMessage: tooLong(values.wsMessage, 4096), wsExpected: tooLong(values.wsExpected, 1024) }),
  settings: (values) => ({
    websocket: { message: orNull(values.wsMessage), expected: orNull(values.wsExpected) },
    verifyTls: values.verifyTls,
  }),
  formField: (field) => {
    const [head, second] = field.split('.');
    if (head !== 'websocket') return undefined;
    return second === 'expected' ? 'wsExpected' : 'wsMessage';
  },
  Sections: function WebsocketSection(props) {
    const { t } = useTranslation();
    return (
      <FormSection columns title={t('checkTypes.websocket.title')}>
        <TextField
          label={t('checkTypes.websocket.message')}
          description={t('checkTypes.websocket.messageHint')}
          autoComplete="off"
          {...textProps(props, 'wsMessage')}
        />
        <TextField
          label={t('checkTypes.websocket.expected')}
          description={t('checkTypes.websocket.expectedHint')}
          autoComplete="off"
          {...textProps(props, 'wsExpected')}
        />
        <Checkbox isSelected={props.values.verifyTls} onChange={props.set('verifyTls')}>
          {t('websites.form.verifyTls')}
        </Checkbox>
      </FormSection>
    );
  },
  summary: ({ websocket }, t) =>
    websocket
      ? [
          [t('checkTypes.detail.wsMessage'), websocket.message ?? t('checkTypes.detail.noMessage')],
          [t('checkTypes.detail.expectedReply'), websocket.expected ?? t('checkTypes.detail.upgradeOnly')],
        ]
      : [],
};
