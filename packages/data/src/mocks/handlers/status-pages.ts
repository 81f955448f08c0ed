import {
  createIncidentUpdateBodySchema,
  createStatusPageBodySchema,
  editIncidentUpdateBodySchema,
  type IncidentUpdate,
  PLAN_TABLE,
  RESERVED_STATUS_PAGE_SLUGS,
  STATUS_PAGE_SLUG_PATTERN,
  type StatusPage,
  subscribeBodySchema,
  updateStatusPageBodySchema,
} from '@hlidka/contract';
import { statusPageRoutes } from '@hlidka/contract/routes';
import type { z } from 'zod';
import type { MockDb } from '../db';
import { fixtureId, fixtureNowIso, mockBadgeKey, statusPagePublicUrl } from '../fixtures';
import { mockRoute } from '../mock-route';
import { type Both, failIn, ok } from '../respond';
import { validateBody } from '../validate-body';
import { quotaOf } from './websites';

const PAGE_NOT_FOUND: Both = { cs: 'Stavová stránka nebyla nalezena', en: 'Status page not found' };
const INCIDENT_NOT_FOUND: Both = { cs: 'Incident nebyl nalezen', en: 'Incident not found' };
const UPDATE_NOT_FOUND: Both = { cs: 'Aktualizace nebyla nalezena', en: 'Update not found' };
const INVALID_FORM: Both = { cs: 'Formulář obsahuje chyby', en: 'The form contains errors' };
const SUBSCRIBER_NOT_FOUND: Both = { cs: 'Odběratel nebyl nalezen', en: 'Subscriber not found' };
const SLUG_TAKEN: Both = { cs: 'Tuto adresu už používá jiná stránka', en: 'Another page already uses this address' };

/** What the mock says of a field that does not pass a rule without its own message (by the field's last known name). */
const fieldMessages: Record<string, Both> = {
  name: { cs: 'Zadejte název (nejvýše 100 znaků)', en: 'Enter a name (at most 100 characters)' },
  slug: {
    cs: 'Adresa smí mít jen malá písmena, číslice a pomlčky a nesmí být vyhrazená',
    en: 'The address may only have lower-case letters, digits and dashes, and must not be reserved',
  },
  logoUrl: { cs: 'Zadejte adresu obrázku začínající https://', en: 'Enter an image address starting with https://' },
  accentColor: { cs: 'Zadejte barvu ve tvaru #1a2b3c', en: 'Enter a colour as #1a2b3c' },
  customDomain: { cs: 'Zadejte doménu, např. status.example.cz', en: 'Enter a domain, e.g. status.example.com' },
  message: { cs: 'Napište zprávu alespoň v jednom jazyce', en: 'Write the message in at least one language' },
};
const parse = <S extends z.ZodType>(schema: S, request: Request) => validateBody(schema, request, fieldMessages);

type GroupsInput = NonNullable<z.output<typeof updateStatusPageBodySchema>['groups']>;

/** Status pages and incidents' public updates over the mock database; limits from the current plan. */
export function statusPageHandlers(db: MockDb) {
  let serial = 100;
  const nextId = (group: number) => {
    serial += 1;
    return fixtureId(serial, group);
  };
  const find = (id: unknown) => db.statusPages.find((page) => page.id === id);
  const plan = () => PLAN_TABLE[quotaOf(db).planId];
  const slugTaken = (slug: string, except?: string) =>
    db.statusPages.some((page) => page.slug === slug && page.id !== except);

  /**
   * The layout as the server stores it (saved groups keep their ids), or the field errors of websites the user does not
   * have or put twice.
   */
  function layout(groups: GroupsInput, page?: StatusPage): StatusPage['groups'] | Record<string, Both[]> {
    const unknown: Record<string, Both[]> = {};
    const seen = new Set<string>();
    const result = groups.map((group, g) => ({
      // A group of this page keeps its id (maintenance windows may cover it); any other is new.
      id: group.id && page?.groups.some((saved) => saved.id === group.id) ? group.id : nextId(61),
      name: group.name,
      websites: group.websites.flatMap((item, w) => {
        const website = db.websites.find((candidate) => candidate.id === item.websiteId);
        const field = `groups.${g}.websites.${w}.websiteId`;
        if (!website) unknown[field] = [{ cs: 'Tento web nebyl nalezen', en: 'This website was not found' }];
        else if (seen.has(website.id)) {
          unknown[field] = [{ cs: 'Web je na stránce už jednou', en: 'The website is on the page already' }];
        }
        seen.add(item.websiteId);
        if (!website || unknown[field]) return [];
        return [
          {
            websiteId: website.id,
            websiteName: website.name,
            displayName: item.displayName ?? null,
            badgeKey: mockBadgeKey(website.id),
          },
        ];
      }),
    }));
    return Object.keys(unknown).length > 0 ? unknown : result;
  }

  return [
    mockRoute(statusPageRoutes.list, () =>
      ok({
        statusPages: db.statusPages,
        used: db.statusPages.length,
        limit: plan().statusPageLimit,
        customDomains: plan().customDomains,
      }),
    ),
    // Before `get`: the path would match it as an id.
    mockRoute(statusPageRoutes.slugAvailability, ({ request }) => {
      const slug = (new URL(request.url).searchParams.get('slug') ?? '').trim().toLowerCase();
      const valid =
        STATUS_PAGE_SLUG_PATTERN.test(slug) && !(RESERVED_STATUS_PAGE_SLUGS as readonly string[]).includes(slug);
      return ok({ slug, available: valid && !slugTaken(slug) });
    }),
    mockRoute(statusPageRoutes.memberPass, ({ params, request }) => {
      const page = db.statusPages.find((candidate) => candidate.slug === params.slug && candidate.published);
      if (!page) return failIn(request, 404, 'NOT_FOUND', PAGE_NOT_FOUND);
      return ok({ url: `${page.publicUrl}/access?token=mock-member-pass` });
    }),
    mockRoute(statusPageRoutes.create, async ({ request }) => {
      const { data, response } = await parse(createStatusPageBodySchema, request);
      if (!data) return response;
      if (db.statusPages.length >= plan().statusPageLimit) {
        return failIn(request, 403, 'PLAN_LIMIT_REACHED', {
          cs: 'Váš tarif nedovoluje další stavovou stránku',
          en: 'Your plan allows no more status pages',
        });
      }
      if (data.customDomain && !plan().customDomains) {
        return failIn(request, 403, 'PLAN_LIMIT_REACHED', INVALID_FORM, {
          customDomain: [{ cs: 'Vlastní doménu váš tarif nenabízí', en: 'Your plan does not offer custom domains' }],
        });
      }
      if (slugTaken(data.slug)) return failIn(request, 400, 'VALIDATION_ERROR', INVALID_FORM, { slug: [SLUG_TAKEN] });
      const groups = layout(data.groups);
      if (!Array.isArray(groups)) return failIn(request, 400, 'VALIDATION_ERROR', INVALID_FORM, groups);
      const { password, ...fields } = data;
      const created: StatusPage = {
        ...fields,
        // The password itself stays on the server; the page says only whether it has one.
        hasPassword: password !== undefined,
        id: nextId(60),
        groups,
        publicUrl: statusPagePublicUrl(data.slug),
        createdAt: fixtureNowIso(),
        updatedAt: fixtureNowIso(),
      };
      db.statusPages = [...db.statusPages, created];
      return ok({ statusPage: created }, 201);
    }),
    mockRoute(statusPageRoutes.get, ({ params, request }) => {
      const found = find(params.id);
      return found ? ok({ statusPage: found }) : failIn(request, 404, 'NOT_FOUND', PAGE_NOT_FOUND);
    }),
    mockRoute(statusPageRoutes.update, async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', PAGE_NOT_FOUND);
      const { data, response } = await parse(updateStatusPageBodySchema, request);
      if (!data) return response;
      if (data.customDomain && data.customDomain !== found.customDomain && !plan().customDomains) {
        return failIn(request, 403, 'PLAN_LIMIT_REACHED', INVALID_FORM, {
          customDomain: [{ cs: 'Vlastní doménu váš tarif nenabízí', en: 'Your plan does not offer custom domains' }],
        });
      }
      if (data.slug && slugTaken(data.slug, found.id)) {
        return failIn(request, 400, 'VALIDATION_ERROR', INVALID_FORM, { slug: [SLUG_TAKEN] });
      }
      const { groups: groupsInput, password, ...rest } = data;
      if (password !== undefined) found.hasPassword = true;
      const groups = groupsInput ? layout(groupsInput, found) : found.groups;
      if (!Array.isArray(groups)) return failIn(request, 400, 'VALIDATION_ERROR', INVALID_FORM, groups);
      const changes = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
      Object.assign(found, changes, { groups, updatedAt: fixtureNowIso() });
      found.publicUrl = statusPagePublicUrl(found.slug);
      return ok({ statusPage: found });
    }),
    mockRoute(statusPageRoutes.delete, ({ params, request }) => {
      if (!find(params.id)) return failIn(request, 404, 'NOT_FOUND', PAGE_NOT_FOUND);
      db.statusPages = db.statusPages.filter((page) => page.id !== params.id);
      return ok({ deleted: true });
    }),

    mockRoute(statusPageRoutes.listSubscribers, ({ params, request }) => {
      if (!find(params.id)) return failIn(request, 404, 'NOT_FOUND', PAGE_NOT_FOUND);
      return ok({ subscribers: db.statusPageSubscribers[String(params.id)] ?? [] });
    }),
    mockRoute(statusPageRoutes.removeSubscriber, ({ params, request }) => {
      const list = db.statusPageSubscribers[String(params.id)] ?? [];
      if (!find(params.id) || !list.some((item) => item.id === params.subscriberId)) {
        return failIn(request, 404, 'NOT_FOUND', SUBSCRIBER_NOT_FOUND);
      }
      db.statusPageSubscribers[String(params.id)] = list.filter((item) => item.id !== params.subscriberId);
      return ok({ removed: true });
    }),
    // The visitors' form (the server's page posts it); the same answer whether or not the address was there already.
    mockRoute(statusPageRoutes.subscribe, async ({ params, request }) => {
      const page = db.statusPages.find((item) => item.slug === params.slug && item.published);
      if (!page) return failIn(request, 404, 'NOT_FOUND', PAGE_NOT_FOUND);
      const { data, response } = await parse(subscribeBodySchema, request);
      if (!data) return response;
      const kind = data.email ? 'email' : 'webhook';
      const target = data.email ?? data.webhookUrl ?? '';
      const list = db.statusPageSubscribers[page.id] ?? [];
      if (!list.some((item) => item.target === target)) {
        db.statusPageSubscribers[page.id] = [
          ...list,
          {
            id: nextId(63),
            kind,
            target,
            language: data.language ?? 'cs',
            // An address confirms by its link, a webhook by echoing a challenge: both start unconfirmed.
            confirmed: false,
            createdAt: fixtureNowIso(),
          },
        ];
      }
      return ok({ kind, confirmationSent: true }, 202);
    }),

    mockRoute(statusPageRoutes.listIncidentUpdates, ({ params, request }) => {
      if (!db.incidents.some((incident) => incident.id === params.id)) {
        return failIn(request, 404, 'NOT_FOUND', INCIDENT_NOT_FOUND);
      }
      return ok({ updates: db.incidentUpdates.filter((update) => update.incidentId === params.id) });
    }),
    mockRoute(statusPageRoutes.createIncidentUpdate, async ({ params, request }) => {
      if (!db.incidents.some((incident) => incident.id === params.id)) {
        return failIn(request, 404, 'NOT_FOUND', INCIDENT_NOT_FOUND);
      }
      const { data, response } = await parse(createIncidentUpdateBodySchema, request);
      if (!data) return response;
      const created: IncidentUpdate = {
        id: nextId(62),
        incidentId: String(params.id),
        status: data.status,
        message: data.message,
        createdAt: fixtureNowIso(),
        editedAt: null,
      };
      db.incidentUpdates = [...db.incidentUpdates, created];
      return ok({ update: created }, 201);
    }),
    mockRoute(statusPageRoutes.editIncidentUpdate, async ({ params, request }) => {
      const current = db.incidentUpdates.find((u) => u.id === params.updateId && u.incidentId === params.id);
      if (!current) return failIn(request, 404, 'NOT_FOUND', UPDATE_NOT_FOUND);
      const { data, response } = await parse(editIncidentUpdateBodySchema, request);
      if (!data) return response;
      // Like the server: the update keeps its time and records the edit.
      const edited: IncidentUpdate = {
        ...current,
        status: data.status ?? current.status,
        message: data.message ?? current.message,
        editedAt: fixtureNowIso(),
      };
      db.incidentUpdates = db.incidentUpdates.map((u) => (u.id === current.id ? edited : u));
      return ok({ update: edited });
    }),
    mockRoute(statusPageRoutes.deleteIncidentUpdate, ({ params, request }) => {
      if (!db.incidentUpdates.some((u) => u.id === params.updateId && u.incidentId === params.id)) {
        return failIn(request, 404, 'NOT_FOUND', UPDATE_NOT_FOUND);
      }
      db.incidentUpdates = db.incidentUpdates.filter((u) => u.id !== params.updateId);
      return ok({ deleted: true as const });
    }),
  ];
}
