import { defineArea } from './define-area';

// Texts of the update banner, under the `update` key (t('update.…')).
export const update = defineArea('update', {
  cs: {
    title: 'Dostupná aktualizace',
    description: 'Je k dispozici nová verze aplikace.',
    update: 'Aktualizovat',
    updating: 'Aktualizuji...',
    later: 'Později',
  },
  en: {
    title: 'Update available',
    description: 'A new version of the app is available.',
    update: 'Update',
    updating: 'Updating...',
    later: 'Later',
  },
});
