import type { Translated } from '../../http/app-error';

// Every text of monitoring as code (issue 29 item 1), in Czech (the default) and English.

export const configMessages = {
  /** An item of the document failed: where it is, its key, and why. */
  itemFailed: (path: string, key: string, reason: Translated): Translated => ({
    cs: `${path} (${key}): ${reason.cs}`,
    en: `${path} (${key}): ${reason.en}`,
  }),
  applied: (changes: number): Translated =>
    changes === 0
      ? { cs: 'Žádné změny: účet odpovídá konfiguraci.', en: 'No changes: the account matches the configuration.' }
      : {
          cs: `Konfigurace byla použita (změn: ${changes}).`,
          en: `The configuration has been applied (${changes} changes).`,
        },
};
