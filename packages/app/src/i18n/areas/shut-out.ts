import { defineArea } from './define-area';

// Texts of the notice to a member whom a team's two-factor requirement shuts out (t('shutOut.…')), on the screens
// whose lists leave that team's data out.
export const shutOut = defineArea('shutOut', {
  cs: {
    title_one: 'Tým {{teams}} vyžaduje dvoufázové ověření',
    title_few: 'Týmy {{teams}} vyžadují dvoufázové ověření',
    title_other: 'Týmy {{teams}} vyžadují dvoufázové ověření',
    text_one: 'Jeho weby a incidenty tu uvidíte, až si dvoufázové ověření zapnete.',
    text_few: 'Jejich weby a incidenty tu uvidíte, až si dvoufázové ověření zapnete.',
    text_other: 'Jejich weby a incidenty tu uvidíte, až si dvoufázové ověření zapnete.',
    link: 'Zapnout v nastavení zabezpečení',
  },
  en: {
    title_one: 'The team {{teams}} requires two-factor authentication',
    title_few: 'The teams {{teams}} require two-factor authentication',
    title_other: 'The teams {{teams}} require two-factor authentication',
    text_one: 'You will see its websites and incidents here once you turn two-factor authentication on.',
    text_few: 'You will see their websites and incidents here once you turn two-factor authentication on.',
    text_other: 'You will see their websites and incidents here once you turn two-factor authentication on.',
    link: 'Turn it on in security settings',
  },
});
