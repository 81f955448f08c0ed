import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@hlidka/contract';
import { formatFileSize } from '../../lib/format';

export { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES };

export type AvatarProblem = { kind: 'type'; type: string } | { kind: 'size'; size: string; max: string };

/** Why a chosen file cannot be an avatar, or null when it can. Sizes in B…TB with 2 decimals. */
export function checkAvatarFile(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return { kind: 'type', type: file.type || '?' };
  if (file.size > AVATAR_MAX_BYTES) {
    return { kind: 'size', size: formatFileSize(file.size), max: formatFileSize(AVATAR_MAX_BYTES) };
  }
  return null;
}
