import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineArea } from './areas/define-area';
import { areasCs, areasEn } from './areas/index';
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

  it('reach every translator once their module loads, in both languages', () => {
    const before = createI18n({ detect: false });
    expect(before.exists('testArea.greeting')).toBe(false);
    defineArea('testArea', { cs: { greeting: 'Ahoj' }, en: { greeting: 'Hello' } });
    const after = createI18n({ lng: 'en', detect: false });
    for (const i18n of [before, after]) {
      expect(i18n.t('testArea.greeting', { lng: 'cs' })).toBe('Ahoj');
      expect(i18n.t('testArea.greeting', { lng: 'en' })).toBe('Hello');
      expect(i18n.t('nav.websites', { lng: 'cs' })).toBe('Weby');
    }
    // Switching the language keeps the texts of the areas already loaded.
    void before.changeLanguage('en');
    expect(before.t('testArea.greeting')).toBe('Hello');
    expect(before.t('dashboard.title')).toBe('Dashboard');
  });

  it('leave the base texts as they are (each instance adds them to its own copy)', () => {
    const i18n = createI18n({ detect: false });
    expect(i18n.exists('dashboard.title')).toBe(true);
    expect(Object.keys(base)).not.toContain('dashboard');
    expect(Object.keys(baseEn)).not.toContain('dashboard');
  });

  it('are imported by every module that uses them, so no screen renders a raw key', () => {
    // A module that calls t('<area>.…') imports i18n/areas/<area>: the texts load with it, before it renders.
    const src = fileURLToPath(new URL('..', import.meta.url));
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith('i18n'),
    );
    const missing: string[] = [];
    for (const file of sources) {
      const text = readFileSync(join(src, file), 'utf8');
      for (const area of Object.keys(areasCs)) {
        if (!new RegExp(`['"\`]${area}\\.[\\w$]`).test(text)) continue;
        // The area's module is named in kebab case (statusPages → status-pages).
        const module = area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        if (!new RegExp(`^import '(\\.\\.?/)+i18n/areas/${module}';$`, 'm').test(text))
          missing.push(`${file}: ${area}`);
      }
    }
    expect(sources.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});

describe('the translator', () => {
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
    const labels = [
      'dashboard',
      'websites',
      'reports',
      'teams',
      'incidents',
      'statusPages',
      'notifications',
      'profile',
    ];
    expect(labels.map((key) => i18n.t(`nav.${key}`))).toEqual([
      'Nástěnka',
      'Weby',
      'Reporty',
      'Týmy',
      'Incidenty',
      'Stavové stránky',
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
