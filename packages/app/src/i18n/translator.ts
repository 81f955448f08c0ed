/** The interface languages; the first is the default and the fallback for a text missing in the other. */
export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'cs';

/** Texts by key; a key's dots walk into nested objects (`t('nav.websites')`). */
export type Texts = { readonly [key: string]: string | Texts };

/**
 * What `t` takes besides the key: values for `{{name}}` placeholders (dotted names walk into objects), `count` for the
 * plural forms (`key_zero` for 0 when present, then the language's form: `_one`, `_few`, `_many`, else `_other`), `context`
 * for a variant (`key_<context>`, with its own plural forms), `lng` for another language than the current one.
 */
export interface TOptions {
  readonly count?: number;
  readonly context?: string;
  readonly lng?: string;
  readonly [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type LanguageListener = (language: Language) => void;

/**
 * The app's translator: the texts of both languages, the current language and who listens for its change. It does
 * what the app asked of i18next (keys, placeholders, Czech and English plural forms, context, the fallback language)
 * in a few hundred bytes, off the first load's critical path (issue 25, item 12).
 */
export interface I18n {
  /** The current language (always one of LANGUAGES). */
  readonly language: Language;
  /** The same as `language`; the name the app's code already reads. */
  readonly resolvedLanguage: Language;
  /** Translates in the current language (or `options.lng`); a key found in neither language comes back as it is. */
  readonly t: TFunction;
  /** The translation function of one language, the same function each time it is asked for. */
  fixedT(language: Language): TFunction;
  exists(key: string): boolean;
  changeLanguage(language: string): Promise<TFunction>;
  on(event: 'languageChanged', listener: LanguageListener): void;
  off(event: 'languageChanged', listener: LanguageListener): void;
  /** Adds texts under `key` (a screen area's), beside what is there. */
  addTexts(language: Language, key: string, texts: Texts): void;
}

/** The supported language a requested one names (`en-GB` → `en`), if any. */
export function supportedLanguage(requested: string | null | undefined): Language | undefined {
  const base = requested?.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base);
}

function lookup(texts: Texts, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function valueAt(values: TOptions, path: string): unknown {
  let value: unknown = values;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const PLACEHOLDER = /\{\{\s*([^{},]+?)\s*(?:,\s*([^{}]+?)\s*)?\}\}/g;
const NESTED = /\$t\(([\w.-]+)\)/g;

/** `datetime(dateStyle: medium; timeStyle: short)`: the options Intl.DateTimeFormat takes, in the reader's language. */
function formatted(value: unknown, format: string, language: Language): string | undefined {
  const [, name, list] = format.match(/^(\w+)(?:\((.*)\))?$/) ?? [];
  if (name !== 'datetime') return undefined;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return undefined;
  const options = Object.fromEntries(
    (list ?? '')
      .split(';')
      .map((pair) => pair.split(':').map((part) => part.trim()))
      .filter(([key, option]) => key && option),
  ) as Intl.DateTimeFormatOptions;
  return new Intl.DateTimeFormat(language, options).format(date);
}

/**
 * Fills `{{name}}` and `{{name, datetime(…)}}`; a placeholder without a value stays as it is, so a missing value shows
 * instead of vanishing.
 */
function interpolate(text: string, values: TOptions | undefined, language: Language): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string, format: string | undefined) => {
    const value = valueAt(values, name);
    if (value === undefined || value === null) return placeholder;
    return (format && formatted(value, format, language)) ?? String(value);
  });
}

/** The keys to try, least specific first; the last one present wins. */
function candidateKeys(key: string, options: TOptions | undefined, plurals: Intl.PluralRules): string[] {
  const count = options?.count;
  const bases = [key];
  if (options?.context) bases.push(`${key}_${options.context}`);
  const keys: string[] = [];
  for (const base of bases) {
    keys.push(base);
    if (typeof count !== 'number') continue;
    // A form the texts do not write (Czech "many", for decimals) takes the "other" form.
    keys.push(`${base}_other`, `${base}_${plurals.select(count)}`);
    if (count === 0) keys.push(`${base}_zero`);
  }
  return keys;
}

/** `keep` hears every language chosen through changeLanguage (to remember it), whether or not it changed. */
export function createTranslator(
  base: Record<Language, Texts>,
  initial: Language,
  keep: (language: Language) => void = () => {},
): I18n {
  const texts: Record<Language, Record<string, string | Texts>> = { cs: { ...base.cs }, en: { ...base.en } };
  const plurals = { cs: new Intl.PluralRules('cs'), en: new Intl.PluralRules('en') };
  const listeners = new Set<LanguageListener>();
  const fixed = new Map<Language, TFunction>();
  let current = initial;

  function translate(language: Language, key: string, options: TOptions | undefined): string {
    for (const tried of language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]) {
      const keys = candidateKeys(key, options, plurals[tried]);
      for (let index = keys.length - 1; index >= 0; index--) {
        const found = lookup(texts[tried], keys[index] as string);
        if (found === undefined) continue;
        // `$t(other.key)` (its name may come from a value: `$t(items.{{item}})`) is that text, in the same language.
        return interpolate(found, options, tried).replace(NESTED, (_, nested: string) =>
          translate(tried, nested, undefined),
        );
      }
    }
    return key;
  }

  function fixedT(language: Language): TFunction {
    let t = fixed.get(language);
    if (!t) {
      t = (key, options) => translate(supportedLanguage(options?.lng) ?? language, key, options);
      fixed.set(language, t);
    }
    return t;
  }

  return {
    get language() {
      return current;
    },
    get resolvedLanguage() {
      return current;
    },
    t: (key, options) => translate(supportedLanguage(options?.lng) ?? current, key, options),
    fixedT,
    exists: (key) => LANGUAGES.some((language) => lookup(texts[language], key) !== undefined),
    async changeLanguage(requested) {
      const next = supportedLanguage(requested) ?? DEFAULT_LANGUAGE;
      keep(next);
      if (next !== current) {
        current = next;
        for (const listener of [...listeners]) listener(next);
      }
      return fixedT(next);
    },
    on: (_event, listener) => void listeners.add(listener),
    off: (_event, listener) => void listeners.delete(listener),
    addTexts(language, key, added) {
      texts[language][key] = added;
    },
  };
}
