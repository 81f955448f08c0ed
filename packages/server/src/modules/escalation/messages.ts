// Every text the escalation policies and acknowledgement links answer with, in Czech (the default) and English.

export const escalationMessages = {
  notFound: { cs: 'Eskalační politika nebyla nalezena', en: 'Escalation policy not found' },
  created: { cs: 'Eskalační politika byla vytvořena.', en: 'The escalation policy has been created.' },
  updated: { cs: 'Změny byly uloženy.', en: 'Your changes have been saved.' },
  deleted: {
    cs: 'Eskalační politika byla smazána. Její weby a skupiny zůstaly bez ní.',
    en: 'The escalation policy has been deleted. Its websites and groups are left without one.',
  },
  deleteForbidden: {
    cs: 'Politiku týmu může smazat jen její autor nebo správce týmu.',
    en: "Only its author or a team admin can delete a team's policy.",
  },
  personNotAllowed: {
    cs: 'Tato osoba nevidí weby politiky.',
    en: "This person cannot see the policy's websites.",
  },
  channelNotAllowed: {
    cs: 'Vyberte jeden ze svých kanálů.',
    en: 'Choose one of your own channels.',
  },
  scheduleNotAllowed: {
    cs: 'Vyberte rozpis pohotovosti týmu, kterému politika patří.',
    en: "Choose an on-call schedule of the policy's team.",
  },
  websiteNotAllowed: {
    cs: 'Web musí patřit stejnému týmu jako politika (nebo oba vám).',
    en: 'The website must belong to the same team as the policy (or both to you).',
  },
  groupNotAllowed: {
    cs: 'Skupina musí patřit stejnému týmu jako politika (nebo obě vám).',
    en: 'The group must belong to the same team as the policy (or both to you).',
  },
  policyOtherScope: {
    cs: 'Eskalační politika musí patřit stejnému týmu (nebo vám).',
    en: 'The escalation policy must belong to the same team (or to you).',
  },
  linkInvalid: { cs: 'Odkaz pro převzetí incidentu není platný.', en: 'This acknowledgement link is not valid.' },
  linkExpired: {
    cs: 'Platnost odkazu pro převzetí incidentu vypršela.',
    en: 'This acknowledgement link has expired.',
  },
  acknowledged: { cs: 'Incident potvrzen', en: 'Incident acknowledged' },
  incidentResolved: {
    cs: 'Incident je už vyřešený.',
    en: 'The incident has already been resolved.',
  },
};
