// Every text the website groups answer with, in Czech (the default) and English.

export const groupMessages = {
  notFound: { cs: 'Skupina nebyla nalezena', en: 'Group not found' },
  created: { cs: 'Skupina byla vytvořena.', en: 'The group has been created.' },
  updated: { cs: 'Změny byly uloženy.', en: 'Your changes have been saved.' },
  deleted: {
    cs: 'Skupina byla smazána. Její weby zůstaly.',
    en: 'The group has been deleted. Its websites remain.',
  },
  nameTaken: { cs: 'Skupina s tímto názvem už existuje.', en: 'A group with this name already exists.' },
  deleteForbidden: {
    cs: 'Skupinu týmu může smazat jen její autor nebo správce týmu.',
    en: "Only its author or a team admin can delete a team's group.",
  },
  otherScope: {
    cs: 'Web a skupina musí patřit stejnému týmu (nebo oba vám).',
    en: 'The website and the group must belong to the same team (or both to you).',
  },
};
