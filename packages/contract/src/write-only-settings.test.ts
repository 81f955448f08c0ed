import { describe, expect, it } from 'vitest';
import {
  checkSettingDefaults,
  mergeSettingFields,
  publicSettingFields,
  websiteSchema,
  withoutWriteOnly,
} from './index';

describe('write-only settings', () => {
  it('a website answers a stored password as null beside hasPassword', () => {
    const answer = publicSettingFields({ ...checkSettingDefaults, password: 's3cret' });
    expect(answer.password).toBeNull();
    expect(answer.hasPassword).toBe(true);
    expect(JSON.stringify(answer)).not.toContain('s3cret');
    expect(publicSettingFields(checkSettingDefaults).hasPassword).toBe(false);
    expect(websiteSchema.shape.password.safeParse('s3cret').success).toBe(false);
    expect(withoutWriteOnly({ url: 'x', password: 's3cret' })).toEqual({ url: 'x' });
  });

  it('an update keeps a stored password it leaves out, replaces it with a string, clears it with null or empty', () => {
    const stored = { password: 'old', username: 'app' };
    expect(mergeSettingFields('http', stored, { username: 'web' }, true)).toEqual({
      fields: { password: 'old', username: 'web' },
      retype: [],
    });
    expect(mergeSettingFields('http', stored, { password: 'new' }, true).fields.password).toBe('new');
    expect(mergeSettingFields('http', stored, { password: null }, true).fields.password).toBeNull();
    expect(mergeSettingFields('http', stored, { password: '' }, true).fields.password).toBeNull();
  });

  it('a stored password never follows a changed address: a type that uses it must be given one again', () => {
    const moved = mergeSettingFields('http', { password: 'old' }, {}, false);
    expect(moved.fields.password).toBeNull();
    // http has no password setting: nothing to retype.
    expect(moved.retype).toEqual([]);
    expect(mergeSettingFields('http', { password: 'old' }, { password: 'new' }, false)).toEqual({
      fields: { password: 'new' },
      retype: [],
    });
  });
});
