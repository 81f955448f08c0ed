import type { Language } from '../index';
import { distinctiveWords, SHARED_PHRASES, SHARED_WORDS } from './distinctive-words';
import { type PageTextOptions, pageTexts } from './page-texts';
import { hasCzechLetter, wordsOf } from './words';

export interface ForeignWord {
  word: string;
  /** The text it was found in. */
  text: string;
}

export interface ForeignWordsOptions extends PageTextOptions {
  /** Texts users typed that may show anywhere (a website's name in a sentence): taken out of each text first. */
  userTexts?: readonly string[];
}

let distinctive: ReturnType<typeof distinctiveWords> | undefined;

const otherLanguage = (language: Language): Language => (language === 'cs' ? 'en' : 'cs');

/** Whether `word` on a page in `language` belongs to the other language. */
function isForeign(word: string, language: Language): boolean {
  if (SHARED_WORDS.includes(word)) return false;
  distinctive ??= distinctiveWords();
  return distinctive[otherLanguage(language)].has(word) || (language === 'en' && hasCzechLetter(word));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` without each of `parts` where it stands as whole words (a website "API" leaves "OpenAPI" alone). */
function without(text: string, parts: readonly string[]): string {
  return parts.reduce(
    (rest, part) => rest.replace(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(part)}(?![\\p{L}\\d])`, 'gu'), ' '),
    text,
  );
}

/**
 * The words under `root` that belong to the other language than `language`: those only the other language's texts
 * use, and on an English page any word with a Czech letter. One finding per word and text.
 */
export function foreignWords(root: Element, language: Language, options: ForeignWordsOptions = {}): ForeignWord[] {
  const leftOut = [...(options.userTexts ?? []), ...SHARED_PHRASES].sort((a, b) => b.length - a.length);
  const found = new Map<string, ForeignWord>();
  for (const text of pageTexts(root, options)) {
    for (const word of wordsOf(without(text, leftOut))) {
      if (isForeign(word, language)) found.set(`${word}\n${text}`, { word, text: text.trim() });
    }
  }
  return [...found.values()];
}

/** The findings as lines a failing test prints: the word, then the text it stands in. */
export const describeForeignWords = (words: ForeignWord[]) =>
  words.map(({ word, text }) => `"${word}" in "${text}"`).join('\n');
