import { describe, expect, it } from 'vitest';
import { cs } from './cs';
import { en } from './en';
import { createI18n } from './index';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keysOf(child as object, `${prefix}${key}.`),
  );
}

describe('resources', () => {
  it('have the same keys in cs and en', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(cs).sort());
  });

  it('have no empty strings', () => {
    for (const resources of [cs, en]) {
      for (const key of keysOf(resources)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
        expect(value, key).not.toBe('');
      }
    }
  });
});

describe('i18next', () => {
  it('defaults to Czech and uses the Czech plural forms for 0, 1, 2–4 and 5+', () => {
    const i18n = createI18n({ detect: false });
    expect(i18n.resolvedLanguage).toBe('cs');
    expect(i18n.t('bell.unread', { count: 0 })).toBe('Žádné nepřečtené notifikace');
    expect(i18n.t('bell.unread', { count: 1 })).toBe('1 nepřečtená notifikace');
    expect(i18n.t('bell.unread', { count: 3 })).toBe('3 nepřečtené notifikace');
    expect(i18n.t('bell.unread', { count: 5 })).toBe('5 nepřečtených notifikací');
  });

  it('speaks English when asked', () => {
    const i18n = createI18n({ lng: 'en', detect: false });
    expect(i18n.t('nav.websites')).toBe('Websites');
    expect(i18n.t('bell.unread', { count: 2 })).toBe('2 unread notifications');
  });

  it('keeps the sidebar labels of spec §2', () => {
    const i18n = createI18n({ detect: false });
    const labels = ['dashboard', 'websites', 'reports', 'teams', 'incidents', 'notifications', 'profile'];
    expect(labels.map((key) => i18n.t(`nav.${key}`))).toEqual([
      'Nástěnka',
      'Weby',
      'Reporty',
      'Týmy',
      'Incidenty',
      'Notifikace',
      'Profil',
    ]);
    expect(['subscription', 'affiliate', 'settings'].map((key) => i18n.t(`nav.${key}`))).toEqual([
      'Předplatné',
      'Partnerský program',
      'Nastavení',
    ]);
  });
});
