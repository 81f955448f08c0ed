import { defineArea } from './define-area';

// Texts of the terms dialog and the terms links, under the `terms` key (t('terms.…')).
export const terms = defineArea('terms', {
  cs: {
    title: 'Obchodní podmínky',
    description: 'Před pokračováním prosím odsouhlaste obchodní podmínky a zásady ochrany osobních údajů.',
    required: 'Souhlasím s obchodními podmínkami a zásadami ochrany osobních údajů',
    marketing: 'Chci dostávat novinky a nabídky e-mailem',
    termsLink: 'Obchodní podmínky',
    privacyLink: 'Zásady ochrany osobních údajů',
    cancel: 'Zrušit',
    accept: 'Přijmout',
    accepting: 'Ukládám...',
    success: 'Podmínky byly odsouhlaseny',
    simulated: '(simulováno)',
    failed: 'Došlo k chybě při odsouhlasení podmínek',
  },
  en: {
    title: 'Terms of service',
    description: 'Before you continue, please accept the terms of service and the privacy policy.',
    required: 'I accept the terms of service and the privacy policy',
    marketing: 'Send me news and offers by e-mail',
    termsLink: 'Terms of service',
    privacyLink: 'Privacy policy',
    cancel: 'Cancel',
    accept: 'Accept',
    accepting: 'Saving...',
    success: 'Terms accepted',
    simulated: '(simulated)',
    failed: 'Accepting the terms failed',
  },
});
