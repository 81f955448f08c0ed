import { and, eq, sql } from 'drizzle-orm';
import { notificationChannels } from '../../../db/schema/notifications';
import type { Db } from '../../../db/types';
import { escapeHtml } from '../../../html';
import type { Mailer } from '../../../mail/mailer';
import { notificationMessages as m } from '../messages';
import { hashToken, type PendingConfirmation } from './config';

/** Mail each new address its confirmation link (to the app's channel settings, which posts the token). */
export async function sendConfirmations(
  mailer: Mailer,
  confirmations: PendingConfirmation[],
  options: { publicUrl: string; language: 'cs' | 'en'; channelName: string },
): Promise<void> {
  const lang = options.language;
  for (const { address, token } of confirmations) {
    const link = `${options.publicUrl}/settings/notifications/channels?confirmEmail=${token}`;
    const intro =
      lang === 'cs'
        ? `Tato adresa byla přidána do kanálu upozornění „${options.channelName}“ v Hlídce. Potvrďte ji odkazem:`
        : `This address was added to the alert channel “${options.channelName}” in Hlídka. Confirm it with the link:`;
    const ignore =
      lang === 'cs'
        ? 'Pokud jste o to nežádali, zprávu ignorujte.'
        : 'If you did not ask for this, ignore this message.';
    await mailer.send({
      to: address,
      subject: m.confirmSubject[lang],
      text: `${intro}\n${link}\n\n${ignore}`,
      html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(ignore)}</p>`,
    });
  }
}

/** Confirm the address whose token this is; null when no unconfirmed address has it. */
export async function confirmAddress(db: Db, token: string, now: Date): Promise<string | null> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [channel] = await tx
      .select()
      .from(notificationChannels)
      .where(
        and(
          eq(notificationChannels.type, 'email'),
          sql`${notificationChannels.config}->'addresses' @> ${JSON.stringify([{ tokenHash }])}::jsonb`,
        ),
      )
      .for('update')
      .limit(1);
    if (channel?.config.type !== 'email') return null;
    const entry = channel.config.addresses.find((a) => a.tokenHash === tokenHash);
    if (!entry) return null;
    const addresses = channel.config.addresses.map((a) =>
      a.tokenHash === tokenHash ? { address: a.address, confirmed: true, tokenHash: null } : a,
    );
    await tx
      .update(notificationChannels)
      .set({ config: { type: 'email', addresses }, updatedAt: now })
      .where(eq(notificationChannels.id, channel.id));
    return entry.address;
  });
}
