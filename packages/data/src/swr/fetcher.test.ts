import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../messages';
import { notFoundMessageFor } from './fetcher';

describe('not-found messages (spec §8)', () => {
  it.each([
    ['/api/user', 'Profil uživatele nebyl nalezen'],
    ['/api/user/settings', 'Nastavení uživatele nebyla nalezena'],
    ['/api/plans/pro', 'Plán nebyl nalezen'],
    ['/api/websites/abc', 'Web nebyl nalezen'],
    ['/api/incidents/abc', 'Incident nebyl nalezen'],
    ['/api/teams/abc', undefined],
  ])('%s → %s', (path, message) => {
    expect(notFoundMessageFor(path, defaultMessages)).toBe(message);
  });
});
