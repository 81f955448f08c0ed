import {
  type ChannelConfigInputOf,
  type ChannelConfigOf,
  type NotificationChannelConfig,
  type NotificationChannelConfigInput,
  type NotificationChannelType,
  secretViewKey,
} from '@hlidka/contract';

/**
 * One field of a channel's form, stored under `config.<name>`. Its texts, in the channels area: the label
 * form.<name>, the hint form.hints.<type>.<name>, a select's options form.options.<name>.<value>, errors
 * form.errors.<name>Required / <name>Invalid; a secret's "left empty keeps it" hint form.keep.<name> and its card
 * text list.secrets.<name>.
 */
export interface ChannelField {
  name: string;
  /**
   * text, url (http(s)), secret (never shown again; empty on edit keeps it), select (one of `options`), push (this
   * browser's Web Push subscription as JSON, made by a button: see web-push-field.tsx).
   */
  kind: 'text' | 'url' | 'secret' | 'select' | 'push';
  /** Must be filled (a secret: only on a new channel). An optional secret left empty is sent as null (none). */
  required?: boolean;
  /** A filled value must match it (else `<name>Invalid`). */
  pattern?: RegExp;
  /** A select's values; the first is the default. */
  options?: readonly string[];
  /** A removable optional secret: a checkbox (text form.remove.<name>) sends null. */
  removable?: boolean;
  /** A hint under the field (form.hints.<type>.<name>). */
  hint?: boolean;
  /** A longer value: a text area. */
  multiline?: boolean;
  placeholder?: string;
}

/** The form's values of one type: every field as text, secrets' "remove" boxes apart. */
export interface ChannelFieldValues {
  fields: Record<string, string>;
  remove: Record<string, boolean>;
}

/** Error keys under form.errors. of the channels area, with interpolation values, by field name (and `name`). */
export type ChannelFieldErrors = Record<string, { key: string; values?: Record<string, string> }>;

/** A channel type in the app: its fields, and where the generic rules do not fit, its own conversion. */
export interface ChannelFormModule<T extends NotificationChannelType> {
  fields: readonly ChannelField[];
  /** A stored channel's values (default: each non-secret field's value as text). */
  valuesOf?: (config: ChannelConfigOf<T>) => Record<string, string>;
  /** Checks beyond each field's own (after them). */
  validate?: (values: ChannelFieldValues) => ChannelFieldErrors;
  /** The config to send (default: each field by its kind, `fieldsConfig`). */
  toConfig?: (values: ChannelFieldValues, editing: boolean) => ChannelConfigInputOf<T>;
  /**
   * Field values a provider needs, offered by a select above the fields (its texts form.presets.<type>.<id>; choosing
   * one fills them in, the user completes the rest).
   */
  presets?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname) && value.length <= 2048;
  } catch {
    return false;
  }
}

const emptyValue = (field: ChannelField) => (field.kind === 'select' ? (field.options?.[0] ?? '') : '');

/** The values a stored config gives the form: secrets stay empty (left empty, they are kept). */
export function valuesOfConfig(
  module: ChannelFormModule<NotificationChannelType>,
  config: NotificationChannelConfig,
): Record<string, string> {
  if (module.valuesOf) return module.valuesOf(config as never);
  const stored = config as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const field of module.fields) {
    if (field.kind === 'secret') continue;
    const value = stored[field.name];
    values[field.name] = value === undefined || value === null ? emptyValue(field) : String(value);
  }
  return values;
}

/** Each field's own rules: required, URL, pattern. */
export function fieldErrors(
  module: ChannelFormModule<NotificationChannelType>,
  values: ChannelFieldValues,
  editing: boolean,
): ChannelFieldErrors {
  const errors: ChannelFieldErrors = {};
  for (const field of module.fields) {
    const value = (values.fields[field.name] ?? '').trim();
    if (!value) {
      const needed = field.required && !(field.kind === 'secret' && editing);
      if (needed) errors[field.name] = { key: `${field.name}Required` };
      continue;
    }
    if (field.kind === 'url' && !isHttpUrl(value)) errors[field.name] = { key: 'urlInvalid' };
    else if (field.pattern && !field.pattern.test(value)) errors[field.name] = { key: `${field.name}Invalid` };
  }
  return { ...errors, ...(module.validate?.(values) ?? {}) };
}

/** The config of the form's values: the module's own conversion, or each field by its kind. */
export function configOfValues(
  type: NotificationChannelType,
  module: ChannelFormModule<NotificationChannelType>,
  values: ChannelFieldValues,
  editing: boolean,
): NotificationChannelConfigInput {
  if (module.toConfig) return module.toConfig(values, editing);
  return fieldsConfig(type, module.fields, values, editing);
}

/** The config of the form's values, each field by its kind (a module's `toConfig` may start from it). */
export function fieldsConfig(
  type: NotificationChannelType,
  fields: readonly ChannelField[],
  values: ChannelFieldValues,
  editing: boolean,
): NotificationChannelConfigInput {
  const config: Record<string, unknown> = { type };
  for (const field of fields) {
    const value = (values.fields[field.name] ?? '').trim() || (field.kind === 'select' ? emptyValue(field) : '');
    if (field.kind !== 'secret') {
      if (value || field.required) config[field.name] = value;
    } else if (values.remove[field.name]) config[field.name] = null;
    else if (value) config[field.name] = value;
    else if (!editing && !field.required) config[field.name] = null;
  }
  return config as NotificationChannelConfigInput;
}

/** A stored secret as the API shows it (`hasX`, or the last characters as `xHint`). */
export function storedSecret(stored: Record<string, unknown> | undefined, name: string) {
  const hint = stored?.[secretViewKey(name, 'hint')];
  if (typeof hint === 'string') return { has: true, hint };
  return { has: stored?.[secretViewKey(name, 'has')] === true, hint: '' };
}
