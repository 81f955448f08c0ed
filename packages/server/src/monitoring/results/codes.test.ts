import { describe, expect, it } from 'vitest';
import { causeParams } from './codes';

describe('causeParams', () => {
  const timings = { total: 1234.6 };
  it('keeps the values a failure is worded with: the status code received, the time taken', () => {
    expect(causeParams({ code: 'status', statusCode: 503, timings })).toEqual({ statusCode: 503 });
    expect(causeParams({ code: 'response_time', statusCode: 200, timings })).toEqual({ responseMs: 1235 });
  });

  it('keeps nothing for failures whose code says it all, or for a success', () => {
    expect(causeParams({ code: 'timeout', statusCode: null, timings })).toEqual({});
    expect(causeParams({ code: 'status', statusCode: null, timings })).toEqual({});
    expect(causeParams({ code: null, statusCode: 200, timings })).toEqual({});
  });
});
