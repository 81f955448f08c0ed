import { createHash, randomBytes } from 'node:crypto';
import {
  type ChannelTypeDefinition,
  channelTypeDefinitions,
  type NotificationChannelConfigInput,
} from '@hlidka/contract';
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

function checkUrl(url: string, field: string, allowPrivateTargets: boolean): string {
  const target = validateTargetUrl(url, { allowPrivateTargets, field });
  if (!target.ok) {
    const message = target.code === 'blocked_target' ? m.blockedTarget : m.invalidUrl;
    throw new AppError('VALIDATION_ERROR', message, { errors: { [field]: [message] } });
  }
  return target.url;
}

/**
 * The stored form of a channel's configuration (create, or edit over `previous`), led by the type's definition in
 * the contract: its URLs follow the checks' target rules, a secret left out keeps the stored one (a required secret
 * must then be stored already). E-mail addresses other than the account's own (or already confirmed) need confirming.
 */
export function storedConfig(
  input: NotificationChannelConfigInput,
  previous: StoredChannelConfig | null,
  options: { allowPrivateTargets: boolean; accountEmail: string },
): { config: StoredChannelConfig; confirmations: PendingConfirmation[] } {
  if (previous && previous.type !== input.type) {
    throw new AppError('VALIDATION_ERROR', m.typeChanged, { errors: { 'config.type': [m.typeChanged] } });
  }
  if (input.type === 'email') {
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
  const definition: ChannelTypeDefinition = channelTypeDefinitions[input.type];
  const given = input as Record<string, unknown>;
  const stored: Record<string, unknown> = { ...given };
  for (const field of definition.urls) {
    stored[field] = checkUrl(String(given[field]), `config.${field}`, options.allowPrivateTargets);
  }
  const before = (previous ?? {}) as Record<string, unknown>;
  for (const secret of Object.keys(definition.secrets)) {
    if (given[secret] === undefined) stored[secret] = before[secret] ?? null;
    if (stored[secret] === null && definition.requiredSecrets.includes(secret)) {
      throw new AppError('VALIDATION_ERROR', m.secretRequired, {
        errors: { [`config.${secret}`]: [m.secretRequired] },
      });
    }
  }
  // The same Web Push subscription sent back (no new secret) stays expired until the browser subscribes again.
  if (input.type === 'webpush' && before.expired === true && given.auth === undefined) {
    if (before.endpoint === stored.endpoint) stored.expired = true;
  }
  return { config: stored as StoredChannelConfig, confirmations: [] };
}
