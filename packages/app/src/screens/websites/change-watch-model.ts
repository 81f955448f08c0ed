import type { ChangeWatch, ContentSelectorKind, WatchedRecordType, WebsiteType } from '@hlidka/contract';
import type { FieldError } from './check-types/index';
import '../../i18n/areas/changes';

// The "Sledování změn" section's state (what its inputs hold), its check and its part of the website body.

export interface ChangeWatchValues {
  content: boolean;
  selectorKind: 'none' | ContentSelectorKind;
  selectorPath: string;
  ignoreNumbers: boolean;
  certificate: boolean;
  addresses: boolean;
  records: WatchedRecordType[];
}

export const emptyChangeWatchValues: ChangeWatchValues = {
  content: false,
  selectorKind: 'none',
  selectorPath: '',
  ignoreNumbers: false,
  certificate: false,
  addresses: false,
  records: [],
};

/** Types whose checks read a page body (its content can be watched). */
const contentTypes: readonly WebsiteType[] = ['http', 'keyword'];
/** Types whose checks may meet a TLS certificate. */
const certificateTypes: readonly WebsiteType[] = ['http', 'keyword', 'tls', 'websocket', 'smtp', 'database'];
/** Types with no host of their own to resolve (a heartbeat is called, a domain check asks a registry). */
const hostlessTypes: readonly WebsiteType[] = ['heartbeat', 'domain'];

/** What a type's checks can watch. */
export function watchableOf(type: WebsiteType) {
  const host = !hostlessTypes.includes(type);
  return { content: contentTypes.includes(type), certificate: certificateTypes.includes(type), host };
}

export const hasChangeWatch = (type: WebsiteType) => {
  const watchable = watchableOf(type);
  return watchable.content || watchable.certificate || watchable.host;
};

export function changeWatchValuesOf(watch: ChangeWatch | null): ChangeWatchValues {
  if (!watch) return emptyChangeWatchValues;
  return {
    content: watch.content,
    selectorKind: watch.contentSelector?.kind ?? 'none',
    selectorPath: watch.contentSelector?.path ?? '',
    ignoreNumbers: watch.ignoreNumbers,
    certificate: watch.certificate,
    addresses: watch.addresses,
    records: [...watch.records],
  };
}

/** The selector's field error, or undefined (the server checks the selector's syntax). */
export function validateChangeWatch(values: ChangeWatchValues, type: WebsiteType): FieldError | undefined {
  if (!values.content || !watchableOf(type).content || values.selectorKind === 'none') return undefined;
  return values.selectorPath.trim() === '' ? { key: 'changes.form.errors.pathRequired' } : undefined;
}

/** The website body's `changeWatch`: only what the type can watch; null when nothing is chosen. */
export function changeWatchBody(values: ChangeWatchValues, type: WebsiteType): ChangeWatch | null {
  const watchable = watchableOf(type);
  const content = watchable.content && values.content;
  const watch: ChangeWatch = {
    content,
    contentSelector:
      content && values.selectorKind !== 'none'
        ? { kind: values.selectorKind, path: values.selectorPath.trim() }
        : null,
    ignoreNumbers: content && values.ignoreNumbers,
    certificate: watchable.certificate && values.certificate,
    addresses: watchable.host && values.addresses,
    records: watchable.host ? values.records : [],
  };
  const any = watch.content || watch.certificate || watch.addresses || watch.records.length > 0;
  return any ? watch : null;
}
