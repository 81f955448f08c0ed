import type { NotificationChannelType } from '@hlidka/contract';
import type { DeliveryPayload, StoredConfigOf } from '../../../db/schema/notifications';
import type { Mailer } from '../../../mail/mailer';
import type { RenderedMessage } from '../render/render';
import type { VapidKeys } from '../web-push/vapid';
import type { ChannelApiUrls } from './api-bases';

export interface SenderOptions {
  publicUrl: string;
  allowPrivateTargets: boolean;
  /** API bases of the services with a fixed host (`channelApiBases`). */
  apiUrls: ChannelApiUrls;
  mailer: Mailer;
  /** Per-attempt limit (default 10 s). */
  timeoutMs?: number;
  /** Unix time of the attempt (the injectable clock), for signatures. */
  now: Date;
  /** Web Push: the installation's VAPID keys (made on first use) and who sends (the VAPID subject). */
  webPush: { keys: () => Promise<VapidKeys>; subject: string };
}

export interface SendInput<C> {
  config: C;
  message: RenderedMessage;
  payload: DeliveryPayload;
  /** Same for every retry of one message: receivers dedupe on it. */
  dedupKey: string;
  options: SenderOptions;
}

export interface SendResult {
  ok: boolean;
  /** HTTP status or SMTP reply code; null when no answer came. */
  responseCode: number | null;
  error: { code: string; message: string } | null;
  /** False when retrying cannot help (a 4xx other than 408/429, a refused target). */
  retryable: boolean;
  /**
   * The parts of a delivery to several receivers that got it (an SMS channel's numbers) when another part failed: kept
   * on the delivery, so that its retry sends only to the rest (`payload.reached`) and nobody gets the message twice.
   */
  reached?: string[];
  /** The receiver says the target is gone for good (a Web Push subscription's 404 / 410): the channel is marked. */
  gone?: boolean;
}

/** An e-mail to one address (a channel's, or the account's own). */
export type EmailTarget = { type: 'email'; addresses: string[]; unsubscribeUrl?: string | null };

/** What each sender gets: the stored config (e-mail: the addresses to write to now). */
export type SenderConfigs = { [T in NotificationChannelType]: T extends 'email' ? EmailTarget : StoredConfigOf<T> };

export interface Sender<T extends keyof SenderConfigs> {
  type: T;
  send(input: SendInput<SenderConfigs[T]>): Promise<SendResult>;
}
