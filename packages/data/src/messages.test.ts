import { describe, expect, it } from 'vitest';
import { defaultMessages } from './messages';

/** The spec's strings (§5, §8), word for word: a typo here would ship to users. */
const specStrings = [
  'Jste offline. Požadavek bude odeslán, až budete online.',
  'Platnost přihlášení vypršela. Přihlaste se prosím znovu.',
  'Vaše přihlášení vypršelo. Přihlaste se prosím znovu.',
  'Nepodařilo se obnovit token',
  'OAuth refresh selhal: ',
  'Chybí povinné OAuth parametry: token / user_id',
  'OAuth error: ',
  'Došlo k neočekávané chybě',
  'Přihlášení se nezdařilo',
  'Registrace se nezdařila',
  'Aktualizace profilu se nezdařila',
  'Nepodařilo se aktualizovat fakturační údaje',
  'Profil uživatele nebyl nalezen',
  'Nastavení uživatele nebyla nalezena',
  'Plán nebyl nalezen',
  'Web nebyl nalezen',
  'Incident nebyl nalezen',
  'Nepodařilo se iniciovat OAuth',
  'Nepodařilo se propojit Google účet',
  'Nepodařilo se zrušit propojení Google účtu',
  'Google přihlášení se nezdařilo',
  'OAuth autentifikace se nezdařila',
  'Nepodařilo se potvrdit incident.',
  'Nepodařilo se vyřešit incident.',
  'Došlo k chybě při odsouhlasení podmínek',
];

describe('messages', () => {
  it('carry every spec string verbatim, and nothing else', () => {
    expect(Object.values(defaultMessages).sort()).toEqual([...specStrings].sort());
  });
});
