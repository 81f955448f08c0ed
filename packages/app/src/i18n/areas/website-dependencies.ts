import { defineArea } from './define-area';

// Texts of website dependencies (the form's section, the detail's card, an incident's links), under the key
// `websiteDependencies` (t('websiteDependencies.…')).
export const websiteDependencies = defineArea('websiteDependencies', {
  cs: {
    section: 'Závisí na',
    field: 'Web nebo skupina',
    placeholder: 'Hledat web nebo skupinu',
    hint: 'Když je nedostupný, výpadky tohoto webu se připojí k jeho incidentu a přijde jedno upozornění za všechny. Skupina je nedostupná, až když jsou nedostupné všechny její weby.',
    none: 'Nezávisí na ničem',
    group: 'Skupina: {{name}}',
    nothingFound: 'Nic nenalezeno',
    card: 'Závislosti',
    parent: 'Závisí na',
    parentGroup: 'Závisí na skupině',
    parentDown: 'Nedostupný',
    groupDown: 'Všechny weby skupiny jsou nedostupné',
    dependents: 'Závisí na něm',
    noDependents: 'Na tomto webu nezávisí žádný jiný.',
    loadFailed: 'Závislosti se nepodařilo načíst',
    incidentParent: 'Výpadek způsobil incident webu {{name}}. Upozornění tohoto webu čekají, dokud se neobnoví.',
    incidentDependents: 'Připojené výpadky závislých webů',
  },
  en: {
    section: 'Depends on',
    field: 'Website or group',
    placeholder: 'Search a website or group',
    hint: "While it is down, this website's failures join its incident and one alert covers them all. A group is down only when all its websites are down.",
    none: 'Depends on nothing',
    group: 'Group: {{name}}',
    nothingFound: 'Nothing found',
    card: 'Dependencies',
    parent: 'Depends on',
    parentGroup: 'Depends on the group',
    parentDown: 'Down',
    groupDown: 'All websites of the group are down',
    dependents: 'Depend on it',
    noDependents: 'No other website depends on this one.',
    loadFailed: 'The dependencies could not be loaded',
    incidentParent: "The outage came with the incident of {{name}}. This website's alerts wait until it recovers.",
    incidentDependents: "Dependent websites' outages linked to it",
  },
});
