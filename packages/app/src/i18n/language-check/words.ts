// How a text splits into the words the language check compares: the same rules for the app's resources and for a
// rendered page, so a word is counted alike in both.

/** A run of letters, with inner hyphens or apostrophes kept (e-mail, don't). */
const WORD = /\p{L}+(?:[-'’]\p{L}+)*/gu;

/**
 * A chunk with no language in it: an address, path or domain (/api/x, a@b.cz, example.cz), a placeholder or markup
 * ({{count}}, <1>), a code (timeout_ms, camelCase) or a number with a unit (30s, 5xx, p95).
 */
const TECHNICAL = /[/@\\=_#<>{}[\]|]|\p{L}\.\p{L}|\p{Ll}\p{Lu}|\d\p{L}|\p{L}\d/u;

/**
 * The lower-case words of `text` that can belong to a language (soft hyphens and zero-width spaces do not split a
 * word). Single letters (a, i, v) and words written in capitals (URL, HTTP, IČO, GET) are left out: they are acronyms
 * or codes, or too short to tell.
 */
export function wordsOf(text: string): string[] {
  return text
    .replace(/[\u00ad\u200b]/g, '')
    .split(/\s+/)
    .filter((chunk) => !TECHNICAL.test(chunk))
    .flatMap((chunk) => chunk.match(WORD) ?? [])
    .filter((word) => word.length > 1 && word !== word.toUpperCase())
    .map((word) => word.toLowerCase());
}

/** Letters Czech has and English does not: a word with one of them is Czech. */
export const hasCzechLetter = (word: string) => /[áčďéěíňóřšťúůýž]/.test(word);
