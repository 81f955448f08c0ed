import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile } from './avatar-file';

describe('checkAvatarFile', () => {
  it('accepts a PNG up to 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses other types (GIF, PDF)', () => {
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toEqual({ kind: 'type', type: 'application/pdf' });
  });

  it('refuses a larger file and names both sizes, in bytes to be shown in the reader’s language', () => {
    expect(checkAvatarFile({ type: 'image/webp', size: 3.5 * 1024 * 1024 })).toEqual({
      kind: 'size',
      size: 3.5 * 1024 * 1024,
      max: AVATAR_MAX_BYTES,
    });
  });
});
