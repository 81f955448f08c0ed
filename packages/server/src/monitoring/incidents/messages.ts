// Every text of incidents, in Czech (the default) and English.
import type { CauseParams } from '@hlidka/contract';
import type { Translated } from '../../http/app-error';
import type { Language } from '../../http/types';
import { causeText } from '../../modules/notifications/render/causes';

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

/** The website an incident is about, as its texts name it. */
export interface IncidentWebsite {
  name: string;
  url: string;
  type: string;
}

/** A heartbeat's incident names the heartbeat and what happened to it (it has no address to name). */
function heartbeatSentence(language: Language, name: string, code: string | null): string {
  if (code === 'heartbeat_running_too_long') {
    return language === 'en'
      ? `The job of heartbeat ${name} is running too long`
      : `Úloha heartbeatu ${name} běží příliš dlouho`;
  }
  if (code === 'heartbeat_failed') {
    return language === 'en' ? `Heartbeat ${name} reported a failure` : `Heartbeat ${name} ohlásil selhání`;
  }
  return language === 'en' ? `Heartbeat ${name} did not arrive in time` : `Heartbeat ${name} nepřišel včas`;
}

/** The title of an incident, worded when read ("{website} is down"): nothing about it is stored as text. */
export function incidentTitle(language: Language, website: IncidentWebsite, causeCode: string | null): string {
  if (website.type === 'heartbeat') return heartbeatSentence(language, website.name, causeCode);
  return language === 'en' ? `${website.name} is down` : `${website.name} je nedostupný`;
}

/** The description: what failed first, where; worded when read from the cause code and values. */
export function incidentDescription(
  language: Language,
  website: IncidentWebsite,
  cause: { code: string | null; params: CauseParams },
): string {
  if (website.type === 'heartbeat') return `${heartbeatSentence(language, website.name, cause.code)}.`;
  const { url } = website;
  const what = causeText(cause.code, language, cause.params);
  if (language === 'en') return what ? `Checks of ${url} fail: ${what}.` : `Checks of ${url} fail.`;
  return what ? `Kontroly ${url} selhávají: ${what}.` : `Kontroly ${url} selhávají.`;
}
