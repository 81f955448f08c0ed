import { AVATAR_MAX_BYTES, userRoutes } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { avatars } from '../../db/schema/account';
import { users } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import { ok, registerRoute } from '../../http/register-route';
import { authMessages } from '../auth/messages';
import { findUserById, toUser } from '../auth/users';
import { auditAccountUpdate } from './audit';
import { accountMessages as m } from './messages';

export const AVATAR_PATH_PREFIX = '/api/avatars/';

/** Whether the bytes really are an image of the declared type (magic numbers). */
export function matchesImageType(bytes: Buffer, contentType: string): boolean {
  switch (contentType) {
    case 'image/png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/jpeg':
      return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/webp':
      return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
    default:
      return false;
  }
}

/** Avatar upload (base64 in JSON), removal, and the public image URL. */
export function registerAvatarRoutes(app: FastifyInstance) {
  registerRoute(
    app,
    userRoutes.uploadAvatar,
    async (request) => {
      const userId = request.auth.userId;
      const { contentType, data } = request.body;
      const bytes = Buffer.from(data, 'base64');
      if (bytes.length > AVATAR_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', m.profileUpdateFailed, { errors: { data: [m.avatarTooLarge] } });
      }
      if (!matchesImageType(bytes, contentType)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.profileUpdateFailed, { errors: { data: [m.avatarWrongType] } });
      }
      const now = app.clock.now();
      const row = await app.db.transaction(async (tx) => {
        const before = await findUserById(tx, userId);
        await tx.delete(avatars).where(eq(avatars.userId, userId));
        const [avatar] = await tx
          .insert(avatars)
          .values({ userId, contentType, size: bytes.length, data: bytes.toString('base64'), createdAt: now })
          .returning({ id: avatars.id });
        if (!avatar) throw new Error('avatar insert returned nothing');
        const [user] = await tx
          .update(users)
          .set({ avatarUrl: `${AVATAR_PATH_PREFIX}${avatar.id}`, updatedAt: now })
          .where(eq(users.id, userId))
          .returning();
        if (!user || !before) throw new AppError('NOT_FOUND', authMessages.profileNotFound);
        await auditAccountUpdate(tx, before, user);
        return user;
      });
      return ok({ user: toUser(row) }, { message: m.avatarSaved });
    },
    // Base64 of a 2 MiB file plus the JSON around it.
    { fastify: { bodyLimit: Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 4096 } },
  );

  registerRoute(app, userRoutes.deleteAvatar, async (request) => {
    const userId = request.auth.userId;
    const row = await app.db.transaction(async (tx) => {
      const before = await findUserById(tx, userId);
      await tx.delete(avatars).where(eq(avatars.userId, userId));
      const [user] = await tx
        .update(users)
        .set({ avatarUrl: null, updatedAt: app.clock.now() })
        .where(eq(users.id, userId))
        .returning();
      if (!user || !before) throw new AppError('NOT_FOUND', authMessages.profileNotFound);
      await auditAccountUpdate(tx, before, user);
      return user;
    });
    return ok({ user: toUser(row) }, { message: m.avatarRemoved });
  });

  registerRoute(app, userRoutes.getAvatar, async (request, reply) => {
    const [avatar] = await app.db.select().from(avatars).where(eq(avatars.id, request.params.id)).limit(1);
    if (!avatar) throw new AppError('NOT_FOUND', m.avatarNotFound);
    // A new upload gets a new id, so the URL can be cached for good.
    return reply
      .status(200)
      .header('content-type', avatar.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-site')
      .send(Buffer.from(avatar.data, 'base64'));
  });
}
