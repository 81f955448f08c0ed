import type { AcknowledgementLinkData, AcknowledgementVia } from '@hlidka/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { incidentEvents, incidents } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import { notificationChannels } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import { acknowledgeFromAlert } from '../../monitoring/incidents/actions';
import { usersInScopeOf } from '../access/scope';
import { type AckClaims, verifyAckToken } from './ack-token';
import { escalationMessages as m } from './messages';

interface LinkContext {
  db: Db;
  secret: string;
  now: Date;
}

/** The person or channel a link was sent to, as the timeline names them, and how an acknowledgement arrives. */
async function recipientOf(db: Db, claims: AckClaims, website: { ownerId: string; teamId: string | null }) {
  if (claims.recipient.kind === 'user') {
    // Only while the person may still use the website: a member who left the team acknowledges nothing.
    const [user] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(and(eq(users.id, claims.recipient.id), sql`${users.id} in ${usersInScopeOf(website)}`));
    if (!user) return null;
    const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
    return { actor: { userId: claims.recipient.id, name }, via: 'email' as AcknowledgementVia };
  }
  const [channel] = await db
    .select({ name: notificationChannels.name, type: notificationChannels.type })
    .from(notificationChannels)
    .where(eq(notificationChannels.id, claims.recipient.id));
  if (!channel) return null;
  return {
    actor: { userId: null, name: channel.name },
    via: (channel.type === 'email' ? 'email' : 'chat') as AcknowledgementVia,
  };
}

/** A token we signed, for an incident and a recipient that still exist, within its time; else the error to show. */
async function openLink(ctx: LinkContext, token: string) {
  const claims = verifyAckToken(ctx.secret, token);
  if (!claims) throw new AppError('ACK_LINK_INVALID', m.linkInvalid);
  const [row] = await ctx.db
    .select({
      id: incidents.id,
      status: incidents.status,
      causeCode: incidents.causeCode,
      causeParams: incidents.causeParams,
      startedAt: incidents.startedAt,
      acknowledgedAt: incidents.acknowledgedAt,
      websiteName: websites.name,
      ownerId: websites.ownerId,
      teamId: websites.teamId,
    })
    .from(incidents)
    .innerJoin(websites, eq(websites.id, incidents.websiteId))
    .where(eq(incidents.id, claims.incidentId));
  if (!row) throw new AppError('ACK_LINK_INVALID', m.linkInvalid);
  const recipient = await recipientOf(ctx.db, claims, row);
  if (!recipient) throw new AppError('ACK_LINK_INVALID', m.linkInvalid);
  if (claims.expiresAt.getTime() <= ctx.now.getTime()) throw new AppError('ACK_LINK_EXPIRED', m.linkExpired);
  return { claims, recipient };
}

async function linkData(ctx: LinkContext, claims: AckClaims, recipientName: string): Promise<AcknowledgementLinkData> {
  const [row] = await ctx.db
    .select({
      id: incidents.id,
      status: incidents.status,
      causeCode: incidents.causeCode,
      causeParams: incidents.causeParams,
      startedAt: incidents.startedAt,
      acknowledgedAt: incidents.acknowledgedAt,
      websiteName: websites.name,
    })
    .from(incidents)
    .innerJoin(websites, eq(websites.id, incidents.websiteId))
    .where(eq(incidents.id, claims.incidentId));
  if (!row) throw new AppError('ACK_LINK_INVALID', m.linkInvalid);
  const [ack] = row.acknowledgedAt
    ? await ctx.db
        .select({ name: incidentEvents.actorName })
        .from(incidentEvents)
        .where(and(eq(incidentEvents.incidentId, row.id), eq(incidentEvents.type, 'acknowledged')))
        .orderBy(desc(incidentEvents.seq))
        .limit(1)
    : [];
  return {
    incident: {
      id: row.id,
      status: row.status,
      websiteName: row.websiteName,
      causeCode: row.causeCode,
      causeParams: row.causeParams,
      startedAt: row.startedAt.toISOString(),
      acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
      acknowledgedBy: ack?.name ?? null,
    },
    recipientName,
    expiresAt: claims.expiresAt.toISOString(),
  };
}

/** What the link's screen shows before the confirmation. */
export async function viewAckLink(ctx: LinkContext, token: string): Promise<AcknowledgementLinkData> {
  const { claims, recipient } = await openLink(ctx, token);
  return linkData(ctx, claims, recipient.actor.name);
}

/** Acknowledge the link's incident in the recipient's name; an acknowledged or resolved one stays as it was. */
export async function acknowledgeByLink(ctx: LinkContext, token: string): Promise<AcknowledgementLinkData> {
  const { claims, recipient } = await openLink(ctx, token);
  await acknowledgeFromAlert(ctx.db, claims.incidentId, recipient.actor, recipient.via, ctx.now);
  return linkData(ctx, claims, recipient.actor.name);
}
