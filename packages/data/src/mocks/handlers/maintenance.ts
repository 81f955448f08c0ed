import {
  createMaintenanceWindowBodySchema,
  type MaintenanceRecurrence,
  type MaintenanceWindow,
  parseRecurrenceRule,
  RECURRENCE_RULE_ERROR_TEXTS,
  updateMaintenanceWindowBodySchema,
} from '@hlidka/contract';
import { maintenanceRoutes } from '@hlidka/contract/routes';
import type { z } from 'zod';
import type { MockDb } from '../db';
import { fixtureId, fixtureNowIso, maintenanceOccurrences } from '../fixtures';
import { mockRoute } from '../mock-route';
import { type Both, failIn, ok } from '../respond';
import { validateBody } from '../validate-body';

const NOT_FOUND: Both = { cs: 'Údržba nebyla nalezena', en: 'Maintenance window not found' };
const INVALID_FORM: Both = { cs: 'Formulář obsahuje chyby', en: 'The form contains errors' };
const NOTHING_COVERED: Both = {
  cs: 'Vyberte alespoň jeden web nebo stavovou stránku.',
  en: 'Choose at least one website or status page.',
};

/** The server's words for a rule it refuses (the contract's). */
export const maintenanceRuleMessages = RECURRENCE_RULE_ERROR_TEXTS;

/** What the mock says of a field that does not pass a rule without its own message (by the field's last known name). */
const fieldMessages: Record<string, Both> = {
  title: { cs: 'Zadejte název (nejvýše 200 znaků)', en: 'Enter a title (at most 200 characters)' },
  description: { cs: 'Popis může mít nejvýše 2000 znaků', en: 'The description can have at most 2000 characters' },
  durationMinutes: {
    cs: 'Délka musí být 1 minuta až 7 dní',
    en: 'The duration must be between 1 minute and 7 days',
  },
  timeZone: { cs: 'Neznámé časové pásmo', en: 'Unknown time zone' },
  days: { cs: 'Vyberte alespoň jeden den v týdnu', en: 'Choose at least one day of the week' },
  rule: { cs: 'Zadejte pravidlo opakování', en: 'Enter a recurrence rule' },
  notifyMinutesBefore: { cs: 'Zadejte počet minut 0–10 080', en: 'Enter a number of minutes 0–10,080' },
};
type Targets = 'websiteIds' | 'statusPageIds' | 'groupIds';

const parse = <S extends z.ZodType>(schema: S, request: Request) => validateBody(schema, request, fieldMessages);

/** Maintenance windows over the mock database, checked as the server checks them. */
export function maintenanceHandlers(db: MockDb) {
  let serial = 100;
  const find = (id: unknown) => db.maintenanceWindows.find((window) => window.id === id);

  /** The field errors of a rule the server would refuse and of websites or pages the user does not have. */
  function problems(
    recurrence: MaintenanceRecurrence | undefined,
    { websiteIds = [], statusPageIds = [], groupIds = [] }: Partial<Record<Targets, string[]>>,
  ) {
    const errors: Record<string, Both[]> = {};
    if (recurrence?.kind === 'rrule') {
      const parsed = parseRecurrenceRule(recurrence.rule);
      if ('error' in parsed) errors['recurrence.rule'] = [maintenanceRuleMessages[parsed.error]];
    }
    websiteIds.forEach((id, i) => {
      if (!db.websites.some((website) => website.id === id)) {
        errors[`websiteIds.${i}`] = [{ cs: 'Web nebyl nalezen', en: 'Website not found' }];
      }
    });
    statusPageIds.forEach((id, i) => {
      if (!db.statusPages.some((page) => page.id === id)) {
        errors[`statusPageIds.${i}`] = [{ cs: 'Stavová stránka nebyla nalezena', en: 'Status page not found' }];
      }
    });
    groupIds.forEach((id, i) => {
      if (!db.statusPages.some((page) => page.groups.some((group) => group.id === id))) {
        errors[`groupIds.${i}`] = [{ cs: 'Skupina nebyla nalezena', en: 'Group not found' }];
      }
    });
    return Object.keys(errors).length > 0 ? errors : null;
  }

  const withOccurrences = (window: MaintenanceWindow): MaintenanceWindow => ({
    ...window,
    ...maintenanceOccurrences(window),
  });

  return [
    mockRoute(maintenanceRoutes.list, () => ok({ maintenanceWindows: db.maintenanceWindows })),
    mockRoute(maintenanceRoutes.create, async ({ request }) => {
      const { data, response } = await parse(createMaintenanceWindowBodySchema, request);
      if (!data) return response;
      const errors = problems(data.recurrence, data);
      if (errors) return failIn(request, 400, 'VALIDATION_ERROR', INVALID_FORM, errors);
      serial += 1;
      const created = withOccurrences({
        ...data,
        id: fixtureId(serial, 64),
        websiteIds: [...new Set(data.websiteIds)],
        statusPageIds: [...new Set(data.statusPageIds)],
        groupIds: [...new Set(data.groupIds)],
        ongoing: null,
        next: null,
        createdAt: fixtureNowIso(),
        updatedAt: fixtureNowIso(),
      });
      db.maintenanceWindows = [...db.maintenanceWindows, created];
      return ok({ maintenanceWindow: created }, 201);
    }),
    mockRoute(maintenanceRoutes.get, ({ params, request }) => {
      const found = find(params.id);
      return found ? ok({ maintenanceWindow: found }) : failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
    }),
    mockRoute(maintenanceRoutes.update, async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      const { data, response } = await parse(updateMaintenanceWindowBodySchema, request);
      if (!data) return response;
      const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
      const merged = { ...found, ...changes } as MaintenanceWindow;
      const errors = problems(data.recurrence, data);
      if (errors) return failIn(request, 400, 'VALIDATION_ERROR', INVALID_FORM, errors);
      if (merged.websiteIds.length + merged.statusPageIds.length + merged.groupIds.length === 0) {
        return failIn(request, 400, 'VALIDATION_ERROR', INVALID_FORM, { websiteIds: [NOTHING_COVERED] });
      }
      const updated = withOccurrences({ ...merged, updatedAt: fixtureNowIso() });
      db.maintenanceWindows = db.maintenanceWindows.map((window) => (window.id === found.id ? updated : window));
      return ok({ maintenanceWindow: updated });
    }),
    mockRoute(maintenanceRoutes.delete, ({ params, request }) => {
      if (!find(params.id)) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      db.maintenanceWindows = db.maintenanceWindows.filter((window) => window.id !== params.id);
      return ok({ deleted: true });
    }),
  ];
}
