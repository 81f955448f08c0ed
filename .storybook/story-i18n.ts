import type { I18n } from '../packages/app/src/i18n/translator';

// The translator of the story on screen (screen stories register theirs), so the story tests can show the same
// state in the other language once the story has run.

let current: I18n | undefined;

export function setStoryI18n(i18n: I18n | undefined): void {
  current = i18n;
}

export const storyI18n = (): I18n | undefined => current;
