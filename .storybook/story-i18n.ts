import type { i18n as I18n } from 'i18next';

// The i18next instance of the story on screen (screen stories register theirs), so the story tests can show the same
// state in the other language once the story has run.

let current: I18n | undefined;

export function setStoryI18n(i18n: I18n | undefined): void {
  current = i18n;
}

export const storyI18n = (): I18n | undefined => current;
