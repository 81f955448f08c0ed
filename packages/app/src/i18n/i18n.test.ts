import { describe, expect, it } from 'vitest';
import { areasCs, areasEn, registerAreas } from './areas/index';
import { cs as base } from './cs';
import { en as baseEn } from './en';
import { createI18n } from './index';

// The base texts and every screen area's, as the signed-in app has them.
const cs = { ...areasCs, ...base };
const en = { ...areasEn, ...baseEn };

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

describe('screen areas', () => {
  it('use keys of their own, not the base texts', () => {
    for (const area of Object.keys(areasCs)) expect(Object.keys(base), area).not.toContain(area);
  });

  it('are added to an i18next instance on demand, in both languages', () => {
    const i18n = createI18n({ detect: false });
    const area = Object.keys(areasCs).find((name) => keysOf(areasCs[name as keyof typeof areasCs]).length > 0);
    expect(area).toBeDefined();
    const key = `${area}.${keysOf(areasCs[area as keyof typeof areasCs])[0]}`;
    expect(i18n.exists(key)).toBe(false);
    registerAreas(i18n);
    registerAreas(i18n);
    expect(i18n.exists(key, { lng: 'cs' })).toBe(true);
    expect(i18n.exists(key, { lng: 'en' })).toBe(true);
    expect(i18n.t('nav.websites')).toBe('Weby');
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
