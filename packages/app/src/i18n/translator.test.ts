import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const texts = {
  cs: {
    plain: 'Ahoj {{name}}',
    nested: { deep: 'Web {{website.name}} je {{state}}' },
    files: {
      count_zero: 'Žádný soubor',
      count_one: '{{count}} soubor',
      count_few: '{{count}} soubory',
      count_other: '{{count}} souborů',
    },
    subject: 'Web nedostupný',
    subject_timeout: 'Web neodpověděl včas',
    onlyCzech: 'Jen česky',
    starts: 'Začíná {{startsAt, datetime(dateStyle: medium; timeStyle: short)}}.',
    changed: 'Změnil se údaj: $t(items.{{item}}).',
    items: { certificate: 'certifikát TLS', records: { MX: 'záznamy DNS MX' } },
  },
  en: {
    plain: 'Hello {{name}}',
    nested: { deep: 'Website {{website.name}} is {{state}}' },
    files: {
      count_zero: 'No file',
      count_one: '{{count}} file',
      count_few: '{{count}} files',
      count_other: '{{count}} files',
    },
    subject: 'Website down',
    subject_timeout: 'Website timed out',
    starts: 'Starts {{startsAt, datetime(dateStyle: medium; timeStyle: short)}}.',
    changed: 'A value changed: $t(items.{{item}}).',
    items: { certificate: 'TLS certificate', records: { MX: 'DNS MX records' } },
  },
};

describe('createTranslator', () => {
  const i18n = () => createTranslator(texts, 'cs');

  it('fills placeholders, dotted ones from nested values, and leaves a missing one visible', () => {
    expect(i18n().t('plain', { name: 'Evo' })).toBe('Ahoj Evo');
    expect(i18n().t('nested.deep', { website: { name: 'E-shop' }, state: 0 })).toBe('Web E-shop je 0');
    expect(i18n().t('plain')).toBe('Ahoj {{name}}');
  });

  it('picks the Czech and English plural forms, and the zero form for 0', () => {
    const cs = i18n();
    expect([0, 1, 3, 5, 1.5].map((count) => cs.t('files.count', { count }))).toEqual([
      'Žádný soubor',
      '1 soubor',
      '3 soubory',
      '5 souborů',
      // Czech "many" (decimals) is not written: the other form serves.
      '1.5 souborů',
    ]);
    expect([0, 1, 2].map((count) => cs.t('files.count', { count, lng: 'en' }))).toEqual([
      'No file',
      '1 file',
      '2 files',
    ]);
  });

  it('takes a context variant when it exists, the plain text when not', () => {
    expect(i18n().t('subject', { context: 'timeout' })).toBe('Web neodpověděl včas');
    expect(i18n().t('subject', { context: 'refused' })).toBe('Web nedostupný');
  });

  it('falls back to Czech for a text English lacks, and answers an unknown key with the key', () => {
    const en = createTranslator(texts, 'en');
    expect(en.t('onlyCzech')).toBe('Jen česky');
    expect(en.t('no.such.key')).toBe('no.such.key');
    expect(en.t('nested')).toBe('nested');
    expect(en.exists('nested.deep')).toBe(true);
    expect(en.exists('nested.none')).toBe(false);
  });

  it('switches language, tells its listeners once per change, and keeps each language’s t the same function', async () => {
    const kept: string[] = [];
    const heard: string[] = [];
    const translator = createTranslator(texts, 'cs', (language) => kept.push(language));
    translator.on('languageChanged', (language) => heard.push(language));
    const czech = translator.fixedT('cs');
    await translator.changeLanguage('en-GB');
    await translator.changeLanguage('en');
    await translator.changeLanguage('de');
    expect(heard).toEqual(['en', 'cs']);
    expect(kept).toEqual(['en', 'en', 'cs']);
    expect(translator.language).toBe('cs');
    expect(translator.fixedT('cs')).toBe(czech);
    expect(translator.t('subject')).toBe('Web nedostupný');
  });

  it('formats a time in the reader’s language and nests another text whose key comes from a value', () => {
    const at = new Date('2026-01-16T08:00:00.000Z');
    const local = (language: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
    expect(i18n().t('starts', { startsAt: at })).toBe(`Začíná ${local('cs')}.`);
    expect(i18n().t('starts', { startsAt: at, lng: 'en' })).toBe(`Starts ${local('en')}.`);
    expect(i18n().t('changed', { item: 'records.MX' })).toBe('Změnil se údaj: záznamy DNS MX.');
    expect(i18n().t('changed', { item: 'certificate', lng: 'en' })).toBe('A value changed: TLS certificate.');
  });

  it('adds texts under a key without touching the base it was made from', () => {
    const translator = i18n();
    translator.addTexts('cs', 'area', { title: 'Titulek' });
    expect(translator.t('area.title')).toBe('Titulek');
    expect(Object.keys(texts.cs)).not.toContain('area');
  });
});
