import type { Incident } from '@hlidka/contract';
import type { TFunction } from '../i18n/translator';
import { causeLabel } from './cause-text';

/** "E-shop je nedostupný" / "E-shop is down", in the reader's language (the server keeps no text). */
export function incidentTitle(t: TFunction, incident: Pick<Incident, 'website'>): string {
  return t('incident.title', { name: incident.website.name });
}

/** The incident's cause in words with the check's values ("Neočekávaný stavový kód HTTP 503"), or null. */
export function incidentCause(t: TFunction, incident: Pick<Incident, 'causeCode' | 'causeParams'>): string | null {
  return causeLabel(t, incident.causeCode, incident.causeParams);
}
