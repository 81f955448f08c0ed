import { vi } from 'vitest';
import type { Language } from '../packages/app/src/i18n/index';
import { describeForeignWords, foreignWords } from '../packages/app/src/i18n/language-check/foreign-words';
import { storyI18n } from './story-i18n';
import { POSTMORTEM_TEXTS, SERVER_WORDED_TEXTS, USER_TEXTS } from './user-texts';

// Issue 15: no screen state mixes languages. After each story, its page (with dialogs, popovers and toasts, which
// render outside the story root) is checked in the language it rendered in; a screen story is then switched to the
// other language and checked again, so every state a play function reaches is seen in Czech and in English.

const NOT_THE_APPS = [...USER_TEXTS, ...POSTMORTEM_TEXTS, ...SERVER_WORDED_TEXTS];

/** What a story adds to the mock data that users would type (a website's name…): `parameters.userTexts`. */
export type StoryUserTexts = readonly string[] | undefined;

function expectOneLanguage(language: Language, storyTexts: StoryUserTexts, skip?: string): void {
  const found = foreignWords(document.body, language, { userTexts: [...NOT_THE_APPS, ...(storyTexts ?? [])], skip });
  if (found.length === 0) return;
  throw new Error(`The ${language} page shows words of the other language:\n${describeForeignWords(found)}`);
}

const renderedLanguage = (): Language =>
  document.querySelector('[data-story-root]')?.getAttribute('lang') === 'en' ? 'en' : 'cs';

/** The story's page has no word of the other language than the one it renders in. */
export function expectRenderedLanguage(storyTexts: StoryUserTexts): void {
  expectOneLanguage(renderedLanguage(), storyTexts);
}

/** A screen story, switched to the other language, shows no word of the language it rendered in. */
export async function expectSwitchedLanguage(storyTexts: StoryUserTexts): Promise<void> {
  const i18n = storyI18n();
  if (!i18n) return;
  const other: Language = renderedLanguage() === 'cs' ? 'en' : 'cs';
  clearAnnouncements();
  await i18n.changeLanguage(other);
  // The screen re-renders in the other language (and asks the server again): wait until it has, and fail with what is
  // left if it never does. Toasts stay as they were worded when they came.
  await vi.waitFor(() => expectOneLanguage(other, storyTexts, '[data-toast]'), { timeout: 20_000, interval: 50 });
}

/**
 * Empties React Aria's live regions (what a screen reader was told before the switch, e.g. a table's 'Vybrány všechny
 * položky.'), as its `clearAnnouncer()` does: they were checked in the rendered language, and would otherwise stay for
 * React Aria's 7 s and hold up the switched check (~6 s in each of ~40 stories that select, sort or pick). What is
 * announced after the switch is checked as before.
 */
function clearAnnouncements(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}
