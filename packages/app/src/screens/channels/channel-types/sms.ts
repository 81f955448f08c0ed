import { type ChannelConfigInputOf, HTTP_TOKEN, SMS_PHONE } from '@hlidka/contract';
import { type ChannelField, type ChannelFieldErrors, type ChannelFormModule, fieldsConfig } from './module';

/** The numbers of the form's text: one a line (or separated by commas), spaces and dashes dropped. */
export const splitPhones = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((part) => part.replace(/[\s-]/g, ''))
    .filter(Boolean);

const headerLinesValid = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .every((line) => {
      const colon = line.indexOf(':');
      return colon > 0 && HTTP_TOKEN.test(line.slice(0, colon).trim());
    });

/**
 * SMS through an HTTP gateway: where and how to send, the template with {phone}, {message} and {password}, the
 * password (kept when left empty on edit) and the numbers. The SMSbrána.cz preset fills in its SMS Connect API.
 */
const fields: readonly ChannelField[] = [
  { name: 'gatewayUrl', kind: 'url', required: true, hint: true, placeholder: 'https://' },
  { name: 'method', kind: 'select', options: ['POST', 'GET'] },
  { name: 'contentType', kind: 'select', options: ['form', 'json'] },
  { name: 'template', kind: 'text', multiline: true, required: true, hint: true },
  { name: 'headers', kind: 'text', multiline: true, hint: true },
  { name: 'successText', kind: 'text', hint: true },
  { name: 'password', kind: 'secret', removable: true, hint: true },
  { name: 'phones', kind: 'text', multiline: true, required: true, hint: true },
];

export const smsModule: ChannelFormModule<'sms'> = {
  fields,
  presets: {
    smsbrana: {
      gatewayUrl: 'https://api.smsbrana.cz/smsconnect/http.php',
      method: 'GET',
      contentType: 'form',
      template: 'action=send_sms&login=VAS_LOGIN&password={password}&number={phone}&message={message}',
      headers: '',
      successText: '<err>0</err>',
    },
  },
  valuesOf: (config) => ({
    gatewayUrl: config.gatewayUrl,
    method: config.method,
    contentType: config.contentType,
    template: config.template,
    headers: config.headers,
    successText: config.successText ?? '',
    phones: config.phones.join('\n'),
  }),
  validate({ fields }): ChannelFieldErrors {
    const errors: ChannelFieldErrors = {};
    const template = fields.template ?? '';
    if (template.trim() && !(template.includes('{phone}') && template.includes('{message}'))) {
      errors.template = { key: 'templateInvalid' };
    }
    if (!headerLinesValid(fields.headers ?? '')) errors.headers = { key: 'headersInvalid' };
    const phones = splitPhones(fields.phones ?? '');
    const invalid = phones.find((phone) => !SMS_PHONE.test(phone));
    if (invalid) errors.phones = { key: 'phoneInvalid', values: { phone: invalid } };
    else if (phones.length > 10) errors.phones = { key: 'phonesTooMany' };
    else if (new Set(phones).size !== phones.length) errors.phones = { key: 'phonesDuplicate' };
    return errors;
  },
  toConfig: (values, editing) => ({
    ...(fieldsConfig('sms', fields, values, editing) as ChannelConfigInputOf<'sms'>),
    headers: (values.fields.headers ?? '').trim(),
    phones: splitPhones(values.fields.phones ?? ''),
  }),
};
