import { defineArea } from './define-area';

// Texts of the signed-in shell (skip link, offline banner, user menu, shortcuts), under the `shell` key (t('shell.…')).
export const shell = defineArea('shell', {
  cs: {
    skipToContent: 'Přeskočit na obsah',
    darkMode: 'Tmavý režim',
    opensInNewTab: '(otevře se v nové kartě)',
    offlineTitle: 'Jste offline',
    offlineDescription: 'Některé funkce mohou být omezené',
    userMenu: 'Uživatelské menu',
    logout: 'Odhlásit se',
    languageSaveFailed: 'Jazyk se nepodařilo uložit k účtu',
    unsaved: {
      title: 'Odejít bez uložení?',
      description: 'Ve formuláři máte neuložené změny. Když odejdete, ztratí se.',
      stay: 'Zůstat',
      leave: 'Odejít bez uložení',
    },
    shortcutsTitle: 'Klávesové zkratky',
    shortcuts: {
      main: 'Alt+1: hlavní obsah',
      nav: 'Alt+2: navigace',
      search: 'Alt+3: vyhledávání',
      settings: 'Alt+4: nastavení',
      sidebar: 'Alt+S: sbalit nebo rozbalit menu',
      help: 'Alt+0: tato nápověda',
    },
  },
  en: {
    skipToContent: 'Skip to content',
    darkMode: 'Dark mode',
    opensInNewTab: '(opens in a new tab)',
    offlineTitle: 'You are offline',
    offlineDescription: 'Some features may be limited',
    userMenu: 'User menu',
    logout: 'Sign out',
    languageSaveFailed: 'The language could not be saved to your account',
    unsaved: {
      title: 'Leave without saving?',
      description: 'The form has unsaved changes. If you leave, they will be lost.',
      stay: 'Stay',
      leave: 'Leave without saving',
    },
    shortcutsTitle: 'Keyboard shortcuts',
    shortcuts: {
      main: 'Alt+1: main content',
      nav: 'Alt+2: navigation',
      search: 'Alt+3: search',
      settings: 'Alt+4: settings',
      sidebar: 'Alt+S: collapse or expand the menu',
      help: 'Alt+0: this help',
    },
  },
});
