// Every text the silences answer with, in Czech (the default) and English.

export const silenceMessages = {
  notFound: { cs: 'Ztlumení nebylo nalezeno', en: 'Silence not found' },
  incidentNotFound: { cs: 'Incident nebyl nalezen', en: 'Incident not found' },
  created: { cs: 'Upozornění byla ztlumena.', en: 'Alerts have been silenced.' },
  cleared: { cs: 'Ztlumení bylo zrušeno.', en: 'The silence has been cleared.' },
  incidentResolved: {
    cs: 'Vyřešený incident nelze ztlumit.',
    en: 'A resolved incident cannot be silenced.',
  },
  alreadyEnded: { cs: 'Toto ztlumení už skončilo.', en: 'This silence has already ended.' },
};
