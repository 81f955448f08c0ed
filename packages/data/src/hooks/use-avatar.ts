import { AVATAR_CONTENT_TYPES, type UploadAvatarBody } from '@hlidka/contract';
import { userRoutes } from '@hlidka/contract/routes';
import { ApiError } from '../api-error';
import { keyPrefixes } from '../keys';
import { useApiMutation } from '../swr/use-resource';

type AvatarType = UploadAvatarBody['contentType'];

function isAvatarType(type: string): type is AvatarType {
  return (AVATAR_CONTENT_TYPES as readonly string[]).includes(type);
}

/** The bytes of a file as base64 without the `data:` prefix. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** PUT /api/user/avatar with the file as base64; the answer's profile carries the new avatarUrl. */
export function useUploadAvatar() {
  return useApiMutation(
    async (client, file: Blob) => {
      if (!isAvatarType(file.type)) {
        throw new ApiError({ message: client.messages.profileUpdateFailed, code: 'VALIDATION_ERROR', status: 0 });
      }
      const body: UploadAvatarBody = { contentType: file.type, data: await fileToBase64(file) };
      return client.call(userRoutes.uploadAvatar, { body }, { fallbackMessage: client.messages.profileUpdateFailed });
    },
    { revalidate: [keyPrefixes.user], retries: 0 },
  );
}

/** DELETE /api/user/avatar. */
export function useDeleteAvatar() {
  return useApiMutation(
    (client, _: undefined) =>
      client.call(userRoutes.deleteAvatar, {}, { fallbackMessage: client.messages.profileUpdateFailed }),
    { revalidate: [keyPrefixes.user] },
  );
}
