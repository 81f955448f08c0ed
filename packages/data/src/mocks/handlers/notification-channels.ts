import {
  channelTypeDefinitions,
  createNotificationChannelBodySchema,
  createNotificationRuleBodySchema,
  type DeliveryAttempt,
  type FieldErrors,
  type NotificationChannel,
  type NotificationChannelConfig,
  type NotificationChannelConfigInput,
  type NotificationRule,
  publicChannelConfig,
  type SecretView,
  secretViewKey,
  updateNotificationChannelBodySchema,
  updateNotificationRuleBodySchema,
  updateNotificationSettingsBodySchema,
} from '@hlidka/contract';
import { notificationChannelRoutes, notificationRuleRoutes, notificationSettingsRoutes } from '@hlidka/contract/routes';
import type { z } from 'zod';
import type { MockDb } from '../db';
import { fixtureId, isoMinutesAgo } from '../fixtures';
import { mockRoute } from '../mock-route';
import { fail, notFound, ok } from '../respond';

/** A P-256 public key in the shape the server answers (65 bytes, base64url). */
const MOCK_VAPID_PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

const CHANNEL_NOT_FOUND = 'Kanál nebyl nalezen';
const RULE_NOT_FOUND = 'Pravidlo nebylo nalezeno';

/** The fixtures' fixed "now", so stories that act stay pixel-stable. */
const now = () => isoMinutesAgo(0);

function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

async function parse<S extends z.ZodType>(schema: S, request: Request) {
  const result = schema.safeParse(await request.json().catch(() => undefined));
  return result.success
    ? { data: result.data as z.output<S>, response: undefined }
    : {
        data: undefined,
        response: fail(400, 'VALIDATION_ERROR', 'Formulář obsahuje chyby', fieldErrors(result.error)),
      };
}

/** What the API answers for a config a client sent (secrets become `hasX` / hints; one left out stays). */
function storedConfig(
  input: NotificationChannelConfigInput,
  previous?: NotificationChannelConfig,
): NotificationChannelConfig {
  if (input.type === 'email') {
    return { type: 'email', addresses: input.addresses.map((address) => ({ address, confirmed: false })) };
  }
  const definition: { secrets: Readonly<Record<string, SecretView>> } = channelTypeDefinitions[input.type];
  const view = publicChannelConfig(definition, input);
  const before = (previous ?? {}) as Record<string, unknown>;
  for (const [name, secret] of Object.entries(definition.secrets)) {
    if ((input as Record<string, unknown>)[name] !== undefined) continue;
    const key = secretViewKey(name, secret);
    view[key] = before[key] ?? (secret === 'has' ? false : '');
  }
  return view as NotificationChannelConfig;
}

/** Channels, rules and the user's notification settings over the mock database. A webhook channel's test fails. */
export function notificationChannelHandlers(db: MockDb) {
  let serial = 100;
  const nextId = (group: number) => {
    serial += 1;
    return fixtureId(serial, group);
  };
  const channel = (id: unknown) => db.notificationChannels.find((item) => item.id === id);
  const rule = (id: unknown) => db.notificationRules.find((item) => item.id === id);

  return [
    mockRoute(notificationChannelRoutes.list, () => ok({ channels: db.notificationChannels })),
    mockRoute(notificationChannelRoutes.create, async ({ request }) => {
      const { data, response } = await parse(createNotificationChannelBodySchema, request);
      if (!data) return response;
      const created: NotificationChannel = {
        id: nextId(20),
        name: data.name,
        type: data.config.type,
        enabled: data.enabled,
        config: storedConfig(data.config),
        lastDelivery: null,
        createdAt: now(),
        updatedAt: now(),
      };
      db.notificationChannels = [...db.notificationChannels, created];
      return ok({ channel: created }, 201);
    }),
    // Before `get`, whose :id would take the path.
    mockRoute(notificationChannelRoutes.webPushKey, () => ok({ publicKey: MOCK_VAPID_PUBLIC_KEY })),
    mockRoute(notificationChannelRoutes.get, ({ params }) => {
      const found = channel(params.id);
      return found ? ok({ channel: found }) : notFound(CHANNEL_NOT_FOUND);
    }),
    mockRoute(notificationChannelRoutes.update, async ({ params, request }) => {
      const found = channel(params.id);
      if (!found) return notFound(CHANNEL_NOT_FOUND);
      const { data, response } = await parse(updateNotificationChannelBodySchema, request);
      if (!data) return response;
      if (data.config && data.config.type !== found.type) {
        return fail(400, 'VALIDATION_ERROR', 'Typ kanálu nelze změnit', { 'config.type': ['Typ kanálu nelze změnit'] });
      }
      Object.assign(found, {
        ...(data.name === undefined ? {} : { name: data.name }),
        ...(data.enabled === undefined ? {} : { enabled: data.enabled }),
        ...(data.config ? { config: storedConfig(data.config, found.config) } : {}),
        updatedAt: now(),
      });
      return ok({ channel: found });
    }),
    mockRoute(notificationChannelRoutes.delete, ({ params }) => {
      if (!channel(params.id)) return notFound(CHANNEL_NOT_FOUND);
      db.notificationChannels = db.notificationChannels.filter((item) => item.id !== params.id);
      for (const item of db.notificationRules) item.channelIds = item.channelIds.filter((id) => id !== params.id);
      return ok({ deleted: true });
    }),
    mockRoute(notificationChannelRoutes.test, ({ params }) => {
      const found = channel(params.id);
      if (!found) return notFound(CHANNEL_NOT_FOUND);
      const failed = found.type === 'webhook';
      const result: DeliveryAttempt = {
        at: now(),
        ok: !failed,
        responseCode: failed ? 503 : 200,
        error: failed ? { code: 'http_status', message: 'Příjemce odpověděl 503 Service Unavailable' } : null,
        durationMs: failed ? 1204 : 182,
      };
      found.lastDelivery = { status: failed ? 'failed' : 'sent', at: result.at, attempt: result };
      return ok({ result });
    }),
    mockRoute(notificationChannelRoutes.deliveries, ({ params }) =>
      channel(params.id) ? ok({ deliveries: [] }) : notFound(CHANNEL_NOT_FOUND),
    ),

    mockRoute(notificationRuleRoutes.list, () => ok({ rules: db.notificationRules })),
    mockRoute(notificationRuleRoutes.create, async ({ request }) => {
      const { data, response } = await parse(createNotificationRuleBodySchema, request);
      if (!data) return response;
      const created: NotificationRule = { id: nextId(21), ...data, createdAt: now(), updatedAt: now() };
      db.notificationRules = [...db.notificationRules, created];
      return ok({ rule: created }, 201);
    }),
    mockRoute(notificationRuleRoutes.get, ({ params }) => {
      const found = rule(params.id);
      return found ? ok({ rule: found }) : notFound(RULE_NOT_FOUND);
    }),
    mockRoute(notificationRuleRoutes.update, async ({ params, request }) => {
      const found = rule(params.id);
      if (!found) return notFound(RULE_NOT_FOUND);
      const { data, response } = await parse(updateNotificationRuleBodySchema, request);
      if (!data) return response;
      const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
      Object.assign(found, changes, { updatedAt: now() });
      return ok({ rule: found });
    }),
    mockRoute(notificationRuleRoutes.delete, ({ params }) => {
      if (!rule(params.id)) return notFound(RULE_NOT_FOUND);
      db.notificationRules = db.notificationRules.filter((item) => item.id !== params.id);
      return ok({ deleted: true });
    }),

    mockRoute(notificationSettingsRoutes.get, () => ok({ settings: db.notificationSettings })),
    mockRoute(notificationSettingsRoutes.update, async ({ request }) => {
      const { data, response } = await parse(updateNotificationSettingsBodySchema, request);
      if (!data) return response;
      const { events, ...rest } = data;
      db.notificationSettings = {
        ...db.notificationSettings,
        ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
        events: { ...db.notificationSettings.events, ...events },
      };
      return ok({ settings: db.notificationSettings });
    }),
  ];
}
