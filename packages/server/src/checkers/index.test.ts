import { websiteTypeValues } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { CHECK_TYPES, checkers, prepareCheck } from './index';

describe('checkers registry', () => {
  it('has one strategy per type of the contract, keyed by its own type', () => {
    expect([...CHECK_TYPES].sort()).toEqual([...websiteTypeValues].sort());
    for (const [type, strategy] of Object.entries(checkers)) expect(strategy.type).toBe(type);
  });

  it('prepareCheck returns field errors for a bad configuration', () => {
    expect(prepareCheck('http', { url: '', maxRedirects: 9, headers: { 'Bad Name': 'x' } })).toMatchObject({
      ok: false,
      errors: {
        url: [expect.any(String)],
        maxRedirects: [expect.any(String)],
        'headers.Bad Name': [expect.any(String)],
      },
    });
    expect(prepareCheck('http', { url: 'file:///etc/passwd' })).toMatchObject({
      ok: false,
      errors: { url: ['Only http and https URLs can be monitored, not file:'] },
    });
    expect(prepareCheck('keyword', { url: 'https://example.com' })).toMatchObject({
      ok: false,
      errors: { keyword: [expect.any(String)] },
    });
    expect(prepareCheck('http', { url: 'https://example.com', method: 'GET', body: 'x' })).toMatchObject({
      ok: false,
      errors: { body: ['GET and HEAD requests cannot have a body'] },
    });
  });

  it('prepareCheck applies defaults and runs the strategy', async () => {
    const prepared = prepareCheck('heartbeat', { intervalSeconds: 60, lastPingAt: null, expectedSince: 0 });
    expect(prepared.ok).toBe(true);
    if (prepared.ok) {
      const result = await prepared.run({ deadlineMs: 1000, allowPrivateTargets: false, now: () => 1000 });
      expect(result).toMatchObject({ ok: true });
    }
  });
});
