import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@hlidka/contract';

export { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES };

/** Sizes in bytes, formatted where they are shown (in the reader's language). */
export type AvatarProblem = { kind: 'type'; type: string } | { kind: 'size'; size: number; max: number };

/** Why a chosen file cannot be an avatar, or null when it can. */
export function checkAvatarFile(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return { kind: 'type', type: file.type || '?' };
  if (file.size > AVATAR_MAX_BYTES) {
    return { kind: 'size', size: file.size, max: AVATAR_MAX_BYTES };
  }
  return null;
}
