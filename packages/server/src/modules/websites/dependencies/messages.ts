// Every text the website dependencies answer with, in Czech (the default) and English: `dependsOn` field errors.

export const dependencyMessages = {
  notFound: {
    cs: 'Web nebo skupina, na které má web záviset, nebyly nalezeny.',
    en: 'The website or group to depend on was not found.',
  },
  self: {
    cs: 'Web nemůže záviset sám na sobě ani na své skupině.',
    en: 'A website cannot depend on itself or on its own group.',
  },
  cycle: {
    cs: 'Závislost by vytvořila kruh: ten web (nebo skupina) už na tomto webu závisí.',
    en: 'This would make a loop: that website (or group) already depends on this one.',
  },
  otherScope: {
    cs: 'Web a to, na čem závisí, musí patřit stejnému týmu (nebo oba vám).',
    en: 'The website and what it depends on must belong to the same team (or both to you).',
  },
};
