// Every text the change-detection routes and checks answer with, in Czech (the default) and English.

export const changeMessages = {
  changeNotFound: { cs: 'Změna nebyla nalezena', en: 'Change not found' },
  accepted: { cs: 'Nová hodnota byla přijata.', en: 'The new value has been accepted.' },
  notOpen: {
    cs: 'Tato změna už není otevřená: hodnota se mezitím změnila znovu, vrátila se, nebo ji někdo přijal.',
    en: 'This change is no longer open: the value changed again, went back, or someone accepted it.',
  },
  invalidCss: (reason: string) => ({
    cs: `Tento selektor CSS Hlídka nepodporuje (${reason}). Použijte název prvku, #id, .třídu, [atribut="hodnota"], mezeru nebo >.`,
    en: `Hlídka does not support this CSS selector (${reason}). Use an element name, #id, .class, [attribute="value"], a space or >.`,
  }),
  invalidJsonPath: {
    cs: 'Neplatná cesta JSON. Použijte například $.data.version nebo data.items[0].name.',
    en: 'Invalid JSON path. Use for example $.data.version or data.items[0].name.',
  },
};
