// Every text the audit log answers with, in Czech (the default) and English.

export const auditMessages = {
  badCursor: { cs: 'Neplatný kurzor stránkování', en: 'Invalid page cursor' },
  /** The actor of an entry whose person deleted their account (the CSV's "who"; the app words it itself). */
  deletedUser: { cs: 'Smazaný uživatel', en: 'Deleted user' },
};

/** The CSV export's header row per language (actions and resource types stay codes: stable for spreadsheets). */
export const auditCsvHeaders = {
  cs: ['Čas', 'Kdo', 'E-mail', 'API klíč', 'Akce', 'Typ', 'ID', 'Název', 'IP adresa', 'Prohlížeč', 'Před', 'Po'],
  en: [
    'Time',
    'Actor',
    'E-mail',
    'API key',
    'Action',
    'Type',
    'ID',
    'Name',
    'IP address',
    'Browser',
    'Before',
    'After',
  ],
} as const;
