import {
  type InvitableTeamRole,
  type Team,
  type TeamRole,
  teamDataSchema,
  teamInvitationDataSchema,
} from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { userPlans } from '../db/schema/plans';
import type { CapturingMailer } from '../mail/mailer';
import { bearer, expectData, type Registered, registerUser as registerWithAuth } from './auth';

export { bearer, expectData, expectError, login, uniqueEmail } from './auth';

let counter = 0;
const addresses = new WeakMap<Registered, string>();

/** The IP address a test user calls from (registration and invitations are rate-limited per IP). */
export const addressOf = (user: Registered) => addresses.get(user) ?? '127.0.0.1';

/** An IP address no other request of this test file has used. */
export function freshAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Register a user who calls from an address of their own: these tests create many accounts and invitations. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<Registered> {
  const remoteAddress = freshAddress();
  const user = await registerWithAuth(app, overrides, { remoteAddress });
  addresses.set(user, remoteAddress);
  return user;
}

/**
 * A team owned by `user`, who is put on the self-hosted plan first so that members fit (the owner's plan caps the
 * members of a team; the default plan allows the owner alone).
 */
export async function createTeam(app: FastifyInstance, user: Registered, name = 'Provozní tým'): Promise<Team> {
  await app.db
    .insert(userPlans)
    .values({ userId: user.user.id, planId: 'selfhosted' })
    .onConflictDoUpdate({ target: userPlans.userId, set: { planId: 'selfhosted' } });
  const response = await app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: bearer(user.token),
    payload: { name },
  });
  return expectData(response, teamDataSchema, 201).team;
}

/** The token of the last invitation link e-mailed to `email`. */
export function invitationTokenFor(mailer: CapturingMailer, email: string): string {
  const mail = mailer.to(email).at(-1);
  expect(mail, `no e-mail to ${email}`).toBeDefined();
  const match = /\/teams\/invitations\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(match, mail?.text).not.toBeNull();
  return match?.[1] ?? '';
}

export async function invite(
  app: FastifyInstance,
  inviter: Registered,
  teamId: string,
  email: string,
  role: InvitableTeamRole = 'editor',
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/teams/${teamId}/invitations`,
    headers: bearer(inviter.token),
    payload: { email, role },
    remoteAddress: addressOf(inviter),
  });
  return expectData(response, teamInvitationDataSchema, 201).invitation;
}

/** A new user who joined the team through an invitation from `inviter`, with `role` (owner by transfer). */
export async function addMember(
  ctx: { app: FastifyInstance; mailer: CapturingMailer },
  inviter: Registered,
  teamId: string,
  role: TeamRole = 'editor',
): Promise<Registered> {
  const user = await registerUser(ctx.app, { firstName: 'Petr', lastName: 'Dvořák' });
  await invite(ctx.app, inviter, teamId, user.email, role === 'owner' ? 'admin' : role);
  const token = invitationTokenFor(ctx.mailer, user.email);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/team-invitations/${token}/accept`,
    headers: bearer(user.token),
  });
  expectData(response, teamDataSchema);
  if (role === 'owner') {
    const transfer = await ctx.app.inject({
      method: 'PUT',
      url: `/api/teams/${teamId}/members/${user.user.id}`,
      headers: bearer(inviter.token),
      payload: { role: 'owner' },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
  }
  return user;
}
