import type { Assertion } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { assertionProblem, checkHeaderAssertions, checkJsonAssertions, compare, parseJsonBody } from './assertions';

const a = (source: Assertion['source'], path: string, operator: Assertion['operator'], expected = ''): Assertion => ({
  source,
  path,
  operator,
  expected,
});

describe('compare', () => {
  it('eq and ne compare text, and numbers as numbers', () => {
    expect(compare('ok', 'eq', 'ok')).toBe(true);
    expect(compare(200, 'eq', '200')).toBe(true);
    expect(compare(1.5, 'eq', '1.50')).toBe(true);
    expect(compare(true, 'eq', 'true')).toBe(true);
    expect(compare(null, 'eq', 'null')).toBe(true);
    expect(compare('OK', 'eq', 'ok')).toBe(false);
    expect(compare('ok', 'ne', 'down')).toBe(true);
    expect(compare('ok', 'ne', 'ok')).toBe(false);
    expect(compare(undefined, 'ne', 'ok')).toBe(false);
  });

  it('gt, gte, lt and lte need numbers on both sides', () => {
    expect(compare(5, 'gt', '4')).toBe(true);
    expect(compare('5', 'gte', '5')).toBe(true);
    expect(compare(5, 'lt', '5')).toBe(false);
    expect(compare(5, 'lte', '5')).toBe(true);
    expect(compare('five', 'gt', '4')).toBe(false);
    expect(compare(undefined, 'lt', '4')).toBe(false);
  });

  it('contains looks into strings and arrays; exists and notExists look at presence', () => {
    expect(compare('all systems ok', 'contains', 'ok')).toBe(true);
    expect(compare(['a', 'b', 3], 'contains', '3')).toBe(true);
    expect(compare(['a', 'b'], 'contains', 'c')).toBe(false);
    expect(compare('abc', 'notContains', 'x')).toBe(true);
    expect(compare(null, 'exists', '')).toBe(true);
    expect(compare(undefined, 'exists', '')).toBe(false);
    expect(compare(undefined, 'notExists', '')).toBe(true);
  });

  it('matches runs a regular expression', () => {
    expect(compare('v2.14.1', 'matches', '^v2\\.\\d+')).toBe(true);
    expect(compare('v3.0', 'matches', '^v2')).toBe(false);
  });
});

describe('assertionProblem', () => {
  it('refuses bad paths, header names, non-numeric comparisons and broken expressions', () => {
    expect(assertionProblem(a('json', '$.a[', 'exists'))).toMatch(/JSON path/);
    expect(assertionProblem(a('header', 'bad header', 'exists'))).toMatch(/header name/);
    expect(assertionProblem(a('json', '$.n', 'gt', 'ten'))).toMatch(/number/);
    expect(assertionProblem(a('json', '$.s', 'matches', '('))).toMatch(/regular expression/);
    expect(assertionProblem(a('json', 'data.items.0.status', 'eq', 'ok'))).toBeNull();
  });
});

describe('checkJsonAssertions and checkHeaderAssertions', () => {
  const body = parseJsonBody('{"data":{"items":[{"status":"ok","latency":120}]}}');

  it('passes when every assertion holds and reports the first that does not, with the value read', () => {
    expect(
      checkJsonAssertions(
        [a('json', '$.data.items[0].status', 'eq', 'ok'), a('json', 'data.items.0.latency', 'lt', '500')],
        body,
      ),
    ).toBeNull();
    expect(
      checkJsonAssertions(
        [a('json', '$.data.items[0].status', 'eq', 'ok'), a('json', '$.data.items[0].latency', 'lt', '100')],
        body,
      ),
    ).toEqual({ source: 'json', path: '$.data.items[0].latency', operator: 'lt', expected: '100', actual: '120' });
  });

  it('fails every JSON assertion of a body that is not JSON, with no value', () => {
    expect(checkJsonAssertions([a('json', '$.x', 'notExists')], parseJsonBody('<html>'))).toMatchObject({
      actual: null,
    });
  });

  it('reads headers case-insensitively and joins repeated ones', () => {
    const headers = { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] };
    expect(checkHeaderAssertions([a('header', 'Content-Type', 'contains', 'json')], headers)).toBeNull();
    expect(checkHeaderAssertions([a('header', 'set-cookie', 'eq', 'a=1, b=2')], headers)).toBeNull();
    expect(checkHeaderAssertions([a('header', 'X-Cache', 'exists')], headers)).toEqual({
      source: 'header',
      path: 'X-Cache',
      operator: 'exists',
      expected: '',
      actual: null,
    });
  });

  it('keeps at most 200 characters of a long value', () => {
    const long = parseJsonBody(JSON.stringify({ s: 'x'.repeat(1000) }));
    const failure = checkJsonAssertions([a('json', '$.s', 'eq', 'y')], long);
    expect(failure?.actual).toHaveLength(200);
  });
});
