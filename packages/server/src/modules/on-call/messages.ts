// Every text the on-call module answers with, in Czech (the default) and English.

export const onCallMessages = {
  notFound: { cs: 'Rozpis pohotovosti nebyl nalezen', en: 'On-call schedule not found' },
  layerNotFound: { cs: 'Vrstva nebyla nalezena', en: 'Layer not found' },
  overrideNotFound: { cs: 'Zástup nebyl nalezen', en: 'Override not found' },
  created: { cs: 'Rozpis pohotovosti byl vytvořen.', en: 'The on-call schedule has been created.' },
  updated: { cs: 'Změny byly uloženy.', en: 'Your changes have been saved.' },
  deleted: { cs: 'Rozpis pohotovosti byl smazán.', en: 'The on-call schedule has been deleted.' },
  layerAdded: { cs: 'Vrstva byla přidána.', en: 'The layer has been added.' },
  layerDeleted: { cs: 'Vrstva byla odebrána.', en: 'The layer has been removed.' },
  overrideAdded: { cs: 'Zástup byl přidán.', en: 'The override has been added.' },
  overrideDeleted: { cs: 'Zástup byl odebrán.', en: 'The override has been removed.' },
  calendarRotated: {
    cs: 'Kalendář má novou adresu. Stará přestala fungovat.',
    en: 'The calendar has a new address. The old one no longer works.',
  },
  tooManyLayers: (max: number) => ({
    cs: `Rozpis může mít nejvýš ${max} vrstev.`,
    en: `A schedule can have at most ${max} layers.`,
  }),
  notTeamMember: {
    cs: 'Tento člověk není členem týmu.',
    en: 'This person is not a member of the team.',
  },
  calendarName: (name: string) => ({ cs: `Pohotovost: ${name}`, en: `On-call: ${name}` }),
  shiftSummary: (person: string, schedule: string) => ({
    cs: `Pohotovost ${schedule}: ${person}`,
    en: `On call for ${schedule}: ${person}`,
  }),
  overrideNote: { cs: 'Zástup', en: 'Override' },
};
