import type { CheckResult, CheckSettingsInputOf, Website, WebsiteType } from '@hlidka/contract';
import type { ComponentType } from 'react';
import type { TFunction } from '../../../i18n/translator';

/** A field's error: a translation key (a full key with dots, or one of the website form's errors) and its values. */
export type FieldError = { key: string; values?: Record<string, number | string> };
export type FieldErrors<V> = Partial<Record<keyof V | `assertions.${number}`, FieldError>>;

/** What a type's form inputs get: the form's values (its own among them), a setter per field, and each field's error. */
export interface CheckTypeFieldsProps<V> {
  values: V;
  set: <K extends keyof V>(field: K) => (value: V[K]) => void;
  errorOf: (field: keyof V | `assertions.${number}`) => string | undefined;
}

/** A type's settings as the form sends them (website fields of the same names). */
export type SettingsBody<K extends WebsiteType> = Omit<CheckSettingsInputOf<K>, 'type'>;

/**
 * Everything the app does differently per check type. `V` is the form state of its settings (text, as the inputs hold
 * it); every type's module is in `checkTypeModules`, so a new type does not compile until it has one.
 */
export interface CheckTypeModule<K extends WebsiteType, V extends object> {
  /** The form values of the settings: their defaults, and a saved website's. */
  defaults: V;
  valuesOf(website: Website): V;
  /** Client-side checks with the server's rules (the server has the last word). */
  validate(values: V & { intervalSeconds: string }, forTest: boolean): FieldErrors<V & { intervalSeconds: string }>;
  /** The settings part of the create/update body; called after `validate` found nothing. */
  settings(values: V): SettingsBody<K>;
  /** The form field a server error of a settings field belongs to (`dns.resolver` → `dnsResolver`); default: its head. */
  formField?(serverField: string): string | undefined;
  /** Changes to the form when the type is chosen (a domain's interval is at least an hour). */
  onSelect?(values: { intervalSeconds: string }): { intervalSeconds?: string };
  /** Inputs beside the interval (a heartbeat's grace). */
  CheckFields?: ComponentType<CheckTypeFieldsProps<V>>;
  /** The type's form sections, after the basics. */
  Sections?: ComponentType<CheckTypeFieldsProps<V>>;
  /** The settings in the detail's settings card, as label and value rows. */
  summary(website: Website, t: TFunction): [string, string][];
  /** What a check of this type found, below its outcome ("test now", the detail's check card). */
  Result?: ComponentType<{ result: CheckResult }>;
  /** The title key of the detail's card that checks on demand (types whose finding is not a response time). */
  resultCardTitle?: string;
}

export const intIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

export const optionalInt = (text: string) => (text.trim() === '' ? null : Number(text));

/** A number field's error under `prefix` (`number`, or `checkTypes.errors.number`) unless it holds min…max. */
export function numberError(
  text: string,
  [min, max]: [number, number],
  { optional = false, key = 'number' } = {},
): FieldError | undefined {
  if (optional && text.trim() === '') return undefined;
  return intIn(text, min, max) ? undefined : { key, values: { min, max } };
}

/** The props of a text input bound to a form field. */
export function textProps<V>({ values, set, errorOf }: CheckTypeFieldsProps<V>, field: keyof V) {
  const message = errorOf(field);
  return {
    name: String(field),
    isInvalid: Boolean(message),
    errorMessage: message,
    value: String(values[field]),
    onChange: set(field) as (value: string) => void,
  };
}

/** Label and value rows, as the detail's cards and the test result show them. */
export function Rows({ rows }: { rows: [string, string][] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
