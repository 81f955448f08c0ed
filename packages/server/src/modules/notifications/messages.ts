import type { Translated } from '../../http/app-error';

export const notificationMessages = {
  notificationNotFound: { cs: 'Notifikace nebyla nalezena', en: 'Notification not found' },
  channelNotFound: { cs: 'Kanál nebyl nalezen', en: 'Channel not found' },
  ruleNotFound: { cs: 'Pravidlo nebylo nalezeno', en: 'Rule not found' },
  typeChanged: { cs: 'Typ kanálu nelze změnit.', en: 'The channel type cannot be changed.' },
  blockedTarget: {
    cs: 'Adresa míří do neveřejné sítě; takové cíle nejsou povoleny.',
    en: 'The address points to a private network; such targets are not allowed.',
  },
  invalidUrl: { cs: 'Zadejte platnou adresu http(s).', en: 'Enter a valid http(s) URL.' },
  secretRequired: {
    cs: 'Vyplňte tento údaj; nový kanál bez něj nebude fungovat.',
    en: 'Fill this in; a new channel cannot work without it.',
  },
  unknownChannels: {
    cs: 'Některý z kanálů neexistuje.',
    en: 'One of the channels does not exist.',
  },
  unknownWebsites: { cs: 'Některý z webů nebyl nalezen.', en: 'One of the websites was not found.' },
  unknownTeams: { cs: 'Některý z týmů nebyl nalezen.', en: 'One of the teams was not found.' },
  invalidConfirmation: {
    cs: 'Odkaz pro potvrzení adresy je neplatný nebo už byl použit.',
    en: 'The confirmation link is invalid or was already used.',
  },
  invalidUnsubscribe: {
    cs: 'Odkaz pro odhlášení je neplatný.',
    en: 'The unsubscribe link is invalid.',
  },
  confirmSubject: { cs: 'Potvrďte adresu pro upozornění Hlídky', en: 'Confirm your address for Hlídka alerts' },
} satisfies Record<string, Translated>;
