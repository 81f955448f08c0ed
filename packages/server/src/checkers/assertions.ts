import type { IncomingHttpHeaders } from 'node:http';
import { type Assertion, type AssertionOperator, HTTP_TOKEN } from '@hlidka/contract';
import { parseJsonPath, readJsonPath } from './json-path';

export type { Assertion, AssertionOperator };

/** What a failed assertion reports: the assertion and the value it read (null: nothing there, or no JSON body). */
export interface AssertionFailure {
  source: Assertion['source'];
  path: string;
  operator: AssertionOperator;
  expected: string;
  actual: string | null;
}

/** Longest actual value kept in a result (and in an incident's cause). */
const ACTUAL_MAX = 200;
/** Longest text a `matches` expression is run on. */
const MATCH_INPUT_MAX = 10_000;

const present = (value: unknown) => value !== undefined;

/** A JSON value as the user would write it: strings bare, everything else as JSON. */
export function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function equals(actual: unknown, expected: string): boolean {
  if (valueText(actual) === expected) return true;
  const a = asNumber(actual);
  const e = asNumber(expected);
  return a !== null && e !== null && a === e;
}

function contains(actual: unknown, expected: string): boolean {
  if (Array.isArray(actual)) return actual.some((item) => equals(item, expected));
  return valueText(actual).includes(expected);
}

/** Whether `actual` (undefined: not there) passes `operator` with `expected`. */
export function compare(actual: unknown, operator: AssertionOperator, expected: string): boolean {
  switch (operator) {
    case 'exists':
      return present(actual);
    case 'notExists':
      return !present(actual);
    case 'eq':
      return present(actual) && equals(actual, expected);
    case 'ne':
      return present(actual) && !equals(actual, expected);
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const a = asNumber(actual);
      const e = asNumber(expected);
      if (a === null || e === null) return false;
      if (operator === 'gt') return a > e;
      if (operator === 'gte') return a >= e;
      if (operator === 'lt') return a < e;
      return a <= e;
    }
    case 'contains':
      return present(actual) && contains(actual, expected);
    case 'notContains':
      return present(actual) && !contains(actual, expected);
    case 'matches': {
      if (!present(actual)) return false;
      return compilePattern(expected)?.test(valueText(actual).slice(0, MATCH_INPUT_MAX)) === true;
    }
  }
}

export function compilePattern(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

/** Save-time problems of one assertion (English, for the checker's schema), or null. */
export function assertionProblem(assertion: Assertion): string | null {
  if (assertion.source === 'json' && parseJsonPath(assertion.path) === null) {
    return 'Not a valid JSON path: use $.data.items[0].status or data.items.0.status';
  }
  if (assertion.source === 'header' && !HTTP_TOKEN.test(assertion.path)) {
    return 'Not a valid header name';
  }
  if (['gt', 'gte', 'lt', 'lte'].includes(assertion.operator) && asNumber(assertion.expected) === null) {
    return 'Comparing with gt, gte, lt or lte needs a number';
  }
  if (assertion.operator === 'matches' && compilePattern(assertion.expected) === null) {
    return 'Not a valid regular expression';
  }
  return null;
}

function failure(assertion: Assertion, actual: unknown): AssertionFailure {
  const text = actual === undefined ? null : valueText(actual);
  return {
    source: assertion.source,
    path: assertion.path,
    operator: assertion.operator,
    expected: assertion.expected,
    actual: text === null ? null : text.length > ACTUAL_MAX ? `${text.slice(0, ACTUAL_MAX - 1)}…` : text,
  };
}

/** A response header's value (repeated headers joined with ", " as HTTP allows); undefined when absent. */
function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The first header assertion that fails, or null. */
export function checkHeaderAssertions(
  assertions: readonly Assertion[],
  headers: IncomingHttpHeaders,
): AssertionFailure | null {
  for (const assertion of assertions) {
    if (assertion.source !== 'header') continue;
    const actual = headerValue(headers, assertion.path);
    if (!compare(actual, assertion.operator, assertion.expected)) return failure(assertion, actual);
  }
  return null;
}

/** The parsed body, or `notJson` (then every json assertion fails with actual null). */
export type ParsedBody = { ok: true; value: unknown } | { ok: false };

export function parseJsonBody(text: string): ParsedBody {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The first JSON assertion that fails, or null. */
export function checkJsonAssertions(assertions: readonly Assertion[], body: ParsedBody): AssertionFailure | null {
  for (const assertion of assertions) {
    if (assertion.source !== 'json') continue;
    const path = parseJsonPath(assertion.path);
    const actual = body.ok && path !== null ? readJsonPath(body.value, path) : undefined;
    if (!body.ok) return failure(assertion, undefined);
    if (!compare(actual, assertion.operator, assertion.expected)) return failure(assertion, actual);
  }
  return null;
}

export function describeFailure(f: AssertionFailure): string {
  const what = f.source === 'json' ? `JSON ${f.path}` : `Header ${f.path}`;
  const expected = f.operator === 'exists' || f.operator === 'notExists' ? '' : ` "${f.expected}"`;
  return `${what} ${f.operator}${expected} failed (actual: ${f.actual === null ? 'none' : `"${f.actual}"`})`;
}
