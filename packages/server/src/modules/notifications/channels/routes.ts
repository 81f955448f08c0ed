import { notificationChannelRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { registerRoute, type SignedIn } from '../../../http/register-route';
import { sendTestMessage } from '../delivery/send-test';
import { notificationMessages as m } from '../messages';
import { vapidKeys } from '../web-push/vapid';
import type { PendingConfirmation } from './config';
import { confirmAddress, sendConfirmations } from './confirm-email';
import { lastDeliveries, toChannel } from './present';
import { channelDeliveries, createChannel, deleteChannel, getChannel, listChannels, updateChannel } from './service';

/** /api/notification-channels: CRUD, send test, delivery history, e-mail address confirmation. */
export function registerChannelRoutes(app: FastifyInstance) {
  const context = (request: SignedIn) => ({
    db: app.db,
    userId: request.auth.userId,
    now: app.clock.now(),
    allowPrivateTargets: app.config.allowPrivateTargets,
  });
  const present = async (row: Awaited<ReturnType<typeof getChannel>>) =>
    toChannel(row, (await lastDeliveries(app.db, [row.id])).get(row.id) ?? null);
  // A mail failure does not undo the change: the address stays unconfirmed and can be saved again to resend.
  const confirm = async (confirmations: PendingConfirmation[], language: 'cs' | 'en', channelName: string) => {
    if (confirmations.length === 0) return;
    await sendConfirmations(app.mailer, confirmations, {
      publicUrl: app.config.publicUrl,
      language,
      channelName,
    }).catch((error: unknown) => app.log.warn({ err: error }, 'Sending a channel confirmation e-mail failed'));
  };

  registerRoute(app, notificationChannelRoutes.list, async (request) => {
    const rows = await listChannels(app.db, request.auth.userId);
    const last = await lastDeliveries(
      app.db,
      rows.map((r) => r.id),
    );
    return { channels: rows.map((row) => toChannel(row, last.get(row.id) ?? null)) };
  });

  registerRoute(app, notificationChannelRoutes.create, async (request) => {
    const { row, confirmations, language } = await createChannel(context(request), request.body);
    await confirm(confirmations, language, row.name);
    return { channel: toChannel(row, null) };
  });

  registerRoute(app, notificationChannelRoutes.get, async (request) => ({
    channel: await present(await getChannel(app.db, request.auth.userId, request.params.id)),
  }));

  registerRoute(app, notificationChannelRoutes.update, async (request) => {
    const { row, confirmations, language } = await updateChannel(context(request), request.params.id, request.body);
    await confirm(confirmations, language, row.name);
    return { channel: await present(row) };
  });

  registerRoute(app, notificationChannelRoutes.delete, async (request) => {
    await deleteChannel(context(request), request.params.id);
    return { deleted: true as const };
  });

  registerRoute(app, notificationChannelRoutes.test, async (request) => {
    const channel = await getChannel(app.db, request.auth.userId, request.params.id);
    return { result: await sendTestMessage(app, channel) };
  });

  registerRoute(app, notificationChannelRoutes.deliveries, async (request) => {
    const channel = await getChannel(app.db, request.auth.userId, request.params.id);
    return { deliveries: await channelDeliveries(app.db, channel.id, request.query.limit) };
  });

  registerRoute(app, notificationChannelRoutes.webPushKey, async () => ({
    publicKey: (await vapidKeys(app.db)).publicKey,
  }));

  registerRoute(app, notificationChannelRoutes.confirmEmail, async (request) => {
    const address = await confirmAddress(app.db, request.body.token, app.clock.now());
    if (!address) throw new AppError('NOT_FOUND', m.invalidConfirmation);
    return { address, confirmed: true as const };
  });
}
