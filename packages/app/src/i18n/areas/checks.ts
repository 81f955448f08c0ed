import { CAUSE_TEXTS } from '@hlidka/contract';
import { defineArea } from './define-area';

// Texts of a check's outcome, under the `checks` key (t('checks.…')). The causes themselves are worded by the
// contract's `causeText` (one table for the app, e-mail, chat and webhooks); `language` tells it which language a
// `t` speaks. The assertion form's operators are the same words the causes use.
export const checks = defineArea('checks', {
  cs: {
    language: 'cs',
    operators: CAUSE_TEXTS.cs.operators,
    quoted: '„{{value}}“',
  },
  en: {
    language: 'en',
    operators: CAUSE_TEXTS.en.operators,
    quoted: '“{{value}}”',
  },
});
