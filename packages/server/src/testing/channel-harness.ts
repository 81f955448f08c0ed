import {
  channelTestResultDataSchema,
  type DeliveryAttempt,
  incidentListDataSchema,
  type NotificationChannel,
  notificationChannelDataSchema,
} from '@hlidka/contract';
import { afterAll, beforeAll } from 'vitest';
import type { ChannelApiUrls } from '../modules/notifications/senders/api-bases';
import { createTestApp, type TestApp } from './app';
import { bearer, expectData, type Registered } from './auth';
import { createTestClock } from './clock';
import { createChannel, createRule, openIncident, Receiver, resolveBy } from './notifications';
import { registerUser } from './teams';

/**
 * One channel type end to end, for its sender's test: a fake endpoint on 127.0.0.1, an app (its services' API bases
 * pointed at the fake by `apiUrls`), a user, and the API steps: create the channel, send a test, then an incident
 * opened, acknowledged and resolved through the delivery pipeline.
 */
export function channelHarness(apiUrls: (receiver: Receiver) => Partial<ChannelApiUrls> = () => ({})) {
  let t: TestApp;
  let user: Registered;
  const clock = createTestClock('2026-01-15T10:00:30.000Z');
  const harness = {
    receiver: undefined as unknown as Receiver,
    get app() {
      return t.app;
    },
    /** A channel of the user's, with a rule sending it every incident event. */
    async create(config: Record<string, unknown>, name = 'Kanál'): Promise<NotificationChannel> {
      const channel = await createChannel(t.app, user.token, { name, config });
      await createRule(t.app, user.token, {
        name: `Pravidlo ${name}`,
        events: ['incident.opened', 'incident.acknowledged', 'incident.resolved'],
        channelIds: [channel.id],
      });
      return channel;
    },
    /** The API's answer to a config: the status and body of a create. */
    async tryCreate(config: Record<string, unknown>) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/notification-channels',
        headers: bearer(user.token),
        payload: { name: 'Kanál', config },
      });
      return { status: response.statusCode, body: response.json() as { error?: { details?: unknown } } };
    },
    /** The channel as the API answers it now. */
    async get(id: string): Promise<NotificationChannel> {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/notification-channels/${id}`,
        headers: bearer(user.token),
      });
      return expectData(response, notificationChannelDataSchema).channel;
    },
    /** A GET of the API as the user: status and JSON body. */
    async getJson(url: string) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
      return { status: response.statusCode, body: response.json() as unknown };
    },
    /** Edit the channel's config: the channel as the API answers. */
    async update(id: string, config: Record<string, unknown>): Promise<NotificationChannel> {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/notification-channels/${id}`,
        headers: bearer(user.token),
        payload: { config },
      });
      return expectData(response, notificationChannelDataSchema).channel;
    },
    /** "Send test" of the channel: the attempt's outcome. */
    async sendTest(id: string): Promise<DeliveryAttempt> {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/notification-channels/${id}/test`,
        headers: bearer(user.token),
      });
      return expectData(response, channelTestResultDataSchema).result;
    },
    /** A website of the user's goes down (its incident opens) and the pipeline sends. */
    async open(websiteName = 'Obchod') {
      const { websiteId } = await openIncident(t.database, user.user.id, { name: websiteName });
      await t.app.notifications.runOnce();
      const incidentId = await harness.incidentOf(websiteId);
      return { websiteId, incidentId };
    },
    async incidentOf(websiteId: string): Promise<string> {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/incidents?websiteId=${websiteId}`,
        headers: bearer(user.token),
      });
      const id = expectData(response, incidentListDataSchema).incidents[0]?.id;
      if (!id) throw new Error(`No incident of ${websiteId}`);
      return id;
    },
    async acknowledge(incidentId: string) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/incidents/${incidentId}/acknowledge`,
        headers: bearer(user.token),
        payload: {},
      });
      if (response.statusCode !== 200) throw new Error(`acknowledge: ${response.statusCode} ${response.body}`);
      await t.app.notifications.runOnce();
    },
    /** Time passes (a retry's backoff) and the pipeline sends what is due. */
    async later(ms: number) {
      clock.advance(ms);
      await t.app.notifications.runOnce();
    },
    async resolve(websiteId: string) {
      await resolveBy(t.database, websiteId, 60);
      await t.app.notifications.runOnce();
    },
  };
  beforeAll(async () => {
    harness.receiver = await Receiver.start();
    t = await createTestApp({
      config: { channelApiUrls: apiUrls(harness.receiver) },
      clock,
    });
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await harness.receiver?.down();
  });
  return harness;
}
