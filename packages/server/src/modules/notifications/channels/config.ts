import { createHash, randomBytes } from 'node:crypto';
import type { NotificationChannelConfigInput } from '@hlidka/contract';
import type { StoredChannelConfig } from '../../../db/schema/notifications';
import { AppError } from '../../../http/app-error';
import { validateTargetUrl } from '../../../net/index';
import { notificationMessages as m } from '../messages';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An address waiting for its confirmation link; the raw token goes out by e-mail only. */
export interface PendingConfirmation {
  address: string;
  token: string;
}

function checkUrl(url: string, allowPrivateTargets: boolean): string {
  const target = validateTargetUrl(url, { allowPrivateTargets, field: 'config.url' });
  if (!target.ok) {
    const message = target.code === 'blocked_target' ? m.blockedTarget : m.invalidUrl;
    throw new AppError('VALIDATION_ERROR', message, { errors: { 'config.url': [message] } });
  }
  return target.url;
}

/**
 * The stored form of a channel's configuration (create, or edit over `previous`). Webhook and chat URLs follow the
 * checks' target rules; e-mail addresses other than the account's own (or already confirmed) need confirming.
 */
export function storedConfig(
  input: NotificationChannelConfigInput,
  previous: StoredChannelConfig | null,
  options: { allowPrivateTargets: boolean; accountEmail: string },
): { config: StoredChannelConfig; confirmations: PendingConfirmation[] } {
  if (previous && previous.type !== input.type) {
    throw new AppError('VALIDATION_ERROR', m.typeChanged, { errors: { 'config.type': [m.typeChanged] } });
  }
  switch (input.type) {
    case 'email': {
      const before = previous?.type === 'email' ? previous.addresses : [];
      const confirmations: PendingConfirmation[] = [];
      const addresses = input.addresses.map((raw) => {
        const address = raw.trim().toLowerCase();
        const known = before.find((a) => a.address === address);
        if (known) return known;
        if (address === options.accountEmail.toLowerCase()) return { address, confirmed: true, tokenHash: null };
        const token = randomBytes(32).toString('base64url');
        confirmations.push({ address, token });
        return { address, confirmed: false, tokenHash: hashToken(token) };
      });
      return { config: { type: 'email', addresses }, confirmations };
    }
    case 'webhook': {
      const secret =
        input.secret === undefined ? (previous?.type === 'webhook' ? previous.secret : null) : input.secret;
      return {
        config: { type: 'webhook', url: checkUrl(input.url, options.allowPrivateTargets), secret },
        confirmations: [],
      };
    }
    case 'telegram': {
      const botToken = input.botToken ?? (previous?.type === 'telegram' ? previous.botToken : undefined);
      if (!botToken) {
        throw new AppError('VALIDATION_ERROR', m.botTokenRequired, {
          errors: { 'config.botToken': [m.botTokenRequired] },
        });
      }
      return { config: { type: 'telegram', botToken, chatId: input.chatId }, confirmations: [] };
    }
    default:
      return { config: { type: input.type, url: checkUrl(input.url, options.allowPrivateTargets) }, confirmations: [] };
  }
}
