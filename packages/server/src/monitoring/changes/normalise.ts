import type { ContentSelector } from '@hlidka/contract';
import { parseJsonBody } from '../../checkers/assertions';
import { parseJsonPath, readJsonPath } from '../../checkers/json-path';
import { parseSelector, selectAll } from './css-select';
import { parseHtml, visibleLines } from './html-tree';

export interface ContentOptions {
  selector: ContentSelector | null;
  /** Every run of digits becomes `#` (counters, dates and clocks do not count as changes). */
  ignoreNumbers: boolean;
}

/** Why no content could be taken: the selection matched nothing, or the body is not what the selection reads. */
export type ContentProblem = 'no_match' | 'not_json' | 'invalid_selector';

export type NormalisedContent = { ok: true; text: string } | { ok: false; problem: ContentProblem };

const looksLikeHtml = (body: string) => /^\s*</.test(body);

/** Lines with their whitespace collapsed, blank ones dropped. */
const tidyLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);

function selected(body: string, selector: ContentSelector | null): { ok: true; lines: string[] } | NormalisedContent {
  if (selector?.kind === 'json') {
    const path = parseJsonPath(selector.path);
    if (path === null) return { ok: false, problem: 'invalid_selector' };
    const parsed = parseJsonBody(body);
    if (!parsed.ok) return { ok: false, problem: 'not_json' };
    const value = readJsonPath(parsed.value, path);
    if (value === undefined) return { ok: false, problem: 'no_match' };
    // Pretty-printed, so a difference shows on the line of the member that changed.
    return { ok: true, lines: tidyLines(typeof value === 'string' ? value : JSON.stringify(value, null, 2)) };
  }
  if (selector?.kind === 'css') {
    const parsed = parseSelector(selector.path);
    if (!parsed.ok) return { ok: false, problem: 'invalid_selector' };
    const found = selectAll(parseHtml(body), parsed.selector);
    if (found.length === 0) return { ok: false, problem: 'no_match' };
    return { ok: true, lines: visibleLines(found) };
  }
  if (looksLikeHtml(body)) return { ok: true, lines: visibleLines([parseHtml(body)]) };
  return { ok: true, lines: tidyLines(body) };
}

/**
 * The content a website watches, as text a person can compare: the whole body or the selection, HTML reduced to its
 * visible text lines (scripts, styles and markup dropped), whitespace collapsed and blank lines left out, so that
 * re-indenting or minifying a page is no change; with `ignoreNumbers`, digits too.
 */
export function normaliseContent(body: string, options: ContentOptions): NormalisedContent {
  const taken = selected(body, options.selector);
  if (!taken.ok) return taken;
  if (!('lines' in taken)) return taken;
  const lines = options.ignoreNumbers ? taken.lines.map((line) => line.replace(/\d+/g, '#')) : taken.lines;
  return { ok: true, text: lines.join('\n') };
}

/** Why a selector cannot be used (English, for the log and the field error's detail), or null. */
export function selectorProblem(selector: ContentSelector): string | null {
  if (selector.kind === 'json') return parseJsonPath(selector.path) === null ? 'Not a JSON path' : null;
  const parsed = parseSelector(selector.path);
  return parsed.ok ? null : parsed.reason;
}
