import { describe, expect, it } from 'vitest';
import { actorName, fieldChanges } from './audit-diff';

describe('fieldChanges', () => {
  it('lists only the fields that differ, nested values as JSON', () => {
    expect(
      fieldChanges({
        before: { name: 'Obchod', url: 'https://a.cz/', regions: ['eu'] },
        after: { name: 'E-shop', url: 'https://a.cz/', regions: ['eu', 'us'] },
      }),
    ).toEqual([
      { field: 'name', before: 'Obchod', after: 'E-shop' },
      { field: 'regions', before: '["eu"]', after: '["eu","us"]' },
    ]);
  });

  it('shows every set field of a new or deleted resource', () => {
    expect(fieldChanges({ before: null, after: { name: 'API', description: null } })).toEqual([
      { field: 'name', before: null, after: 'API' },
    ]);
    expect(fieldChanges({ before: { name: 'API' }, after: null })).toEqual([
      { field: 'name', before: 'API', after: null },
    ]);
  });
});

describe('actorName', () => {
  it('names the actor, or the deleted user once their account is gone', () => {
    const actor = { userId: null, name: 'Jana Nováková', email: null, erased: false };
    expect(actorName({ actor }, 'Smazaný uživatel')).toBe('Jana Nováková');
    expect(actorName({ actor: { ...actor, name: '', erased: true } }, 'Smazaný uživatel')).toBe('Smazaný uživatel');
  });
});
