import { createSilence } from '@hlidka/data/mocks';
import { describe, expect, it } from 'vitest';
import { silenceCovering } from './use-silence-of';

describe('the silence covering a website', () => {
  const website = createSilence(1, { websiteIds: ['w1'], until: '2026-11-21T09:00:00.000Z' });
  const group = createSilence(2, { targetKind: 'group', websiteIds: ['w1', 'w2'], until: '2026-11-21T12:00:00.000Z' });
  const ended = createSilence(3, { websiteIds: ['w3'], active: false });

  it('is the one that ends last of those that hold and cover it', () => {
    expect(silenceCovering([website, group], 'w1')?.id).toBe(group.id);
    expect(silenceCovering([website, group], 'w2')?.id).toBe(group.id);
  });

  it('is none for a website nothing covers, an ended silence, or before the list loads', () => {
    expect(silenceCovering([website, group, ended], 'w3')).toBeNull();
    expect(silenceCovering(undefined, 'w1')).toBeNull();
  });
});
