import { describe, expect, it } from 'vitest';
import { matchKeys, pathOnly } from './key-match';
import { keys } from './keys';

describe('matchKeys', () => {
  const list = keys.websites({ page: 2 });
  const detail = keys.website('w1');
  const checks = keys.websiteChecks('w1', { limit: 10 });

  it('a path matches its keys with any query and every key under it', () => {
    const match = matchKeys('/api/websites');
    expect([list, detail, checks, keys.dashboard()].map(match)).toEqual([true, true, true, false]);
    expect(matchKeys('/api/websites/w1')(keys.website('w10'))).toBe(false);
  });

  it('pathOnly matches that path with any query, nothing under it', () => {
    const match = matchKeys(pathOnly('/api/websites'));
    expect([list, keys.websites(), detail, checks].map(match)).toEqual([true, true, false, false]);
  });

  it('matches none of what is not a key', () => {
    const match = matchKeys('/api');
    expect([null, undefined, '/api/user', [], [42], { 0: '/api/user' }].map(match)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
