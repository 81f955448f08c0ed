import type { FastifyInstance } from 'fastify';
import { channelApiUrlsFrom } from '../senders/api-bases';
import { unsubscribeUrl } from '../settings/unsubscribe';
import { vapidKeys, vapidSubject } from '../web-push/vapid';
import type { WorkerContext } from './worker';

/** What the worker needs from the app: the database, the injectable clock, the mailer and the target rules. */
export function workerContext(app: FastifyInstance, workerId: string): WorkerContext {
  return {
    db: app.db,
    workerId,
    now: () => app.clock.now(),
    senderOptions: {
      publicUrl: app.config.publicUrl,
      allowPrivateTargets: app.config.allowPrivateTargets,
      apiUrls: channelApiUrlsFrom({}, app.config.channelApiUrls),
      mailer: app.mailer,
      webPush: {
        keys: () => vapidKeys(app.db),
        subject: vapidSubject(app.config.publicUrl, app.config.supportEmail),
      },
    },
    unsubscribeUrl: (userId) => unsubscribeUrl(app.config.publicUrl, app.config.jwtSecret, userId),
    secret: app.config.jwtSecret,
  };
}
