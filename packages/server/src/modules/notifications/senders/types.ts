import type { DeliveryPayload, StoredChannelConfig } from '../../../db/schema/notifications';
import type { Mailer } from '../../../mail/mailer';
import type { RenderedMessage } from '../render/render';

export interface SenderOptions {
  publicUrl: string;
  allowPrivateTargets: boolean;
  /** Telegram Bot API base (TELEGRAM_API_URL; default https://api.telegram.org). */
  telegramApiUrl: string;
  mailer: Mailer;
  /** Per-attempt limit (default 10 s). */
  timeoutMs?: number;
  /** Unix time of the attempt (the injectable clock), for signatures. */
  now: Date;
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
}

/** An e-mail to one address (a channel's, or the account's own). */
export type EmailTarget = { type: 'email'; addresses: string[]; unsubscribeUrl?: string | null };

export type SenderConfigs = {
  email: EmailTarget;
  webhook: Extract<StoredChannelConfig, { type: 'webhook' }>;
  slack: { type: 'slack'; url: string };
  discord: { type: 'discord'; url: string };
  teams: { type: 'teams'; url: string };
  telegram: Extract<StoredChannelConfig, { type: 'telegram' }>;
};

export interface Sender<T extends keyof SenderConfigs> {
  type: T;
  send(input: SendInput<SenderConfigs[T]>): Promise<SendResult>;
}
