// Every text of incidents, in Czech (the default) and English.
import type { Translated } from '../../http/app-error';

export const incidentMessages = {
  notFound: { cs: 'Incident nebyl nalezen', en: 'Incident not found' },
  acknowledged: { cs: 'Incident potvrzen', en: 'Incident acknowledged' },
  resolved: { cs: 'Incident vyřešen', en: 'Incident resolved' },
  noteAdded: { cs: 'Poznámka přidána', en: 'Note added' },
  acknowledgeFailed: { cs: 'Nepodařilo se potvrdit incident.', en: 'The incident could not be acknowledged.' },
  resolveFailed: { cs: 'Nepodařilo se vyřešit incident.', en: 'The incident could not be resolved.' },
  alreadyResolved: { cs: 'Incident je již vyřešen.', en: 'The incident is already resolved.' },
  engineActor: { cs: 'Hlídka', en: 'Hlídka' },
} satisfies Record<string, Translated>;

/** The title an incident is opened with, in the website owner's language. */
export function incidentTitle(language: 'cs' | 'en', websiteName: string): string {
  return language === 'en' ? `${websiteName} is down` : `${websiteName} je nedostupný`;
}

/** The description: what failed first, where. */
export function incidentDescription(
  language: 'cs' | 'en',
  url: string,
  cause: { code: string | null; message: string | null },
): string {
  const what = [cause.code, cause.message].filter(Boolean).join(': ');
  if (language === 'en') return what ? `Checks of ${url} fail (${what}).` : `Checks of ${url} fail.`;
  return what ? `Kontroly ${url} selhávají (${what}).` : `Kontroly ${url} selhávají.`;
}
