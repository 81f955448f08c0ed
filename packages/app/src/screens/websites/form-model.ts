import {
  type CreateWebsiteBody,
  checkTargetKinds,
  DEGRADED_WINDOW_MAX,
  DEGRADED_WINDOW_MIN,
  type DegradedMode,
  MAX_INTERVAL_SECONDS,
  MIN_INTERVAL_SECONDS,
  untimedWebsiteTypes,
  type Website,
  type WebsiteType,
  websiteTypeValues,
} from '@hlidka/contract';
import '../../i18n/areas/websites';
import {
  type ChangeWatchValues,
  changeWatchBody,
  changeWatchValuesOf,
  emptyChangeWatchValues,
  hasChangeWatch,
  validateChangeWatch,
} from './change-watch-model';
import { type CheckTypeValues, checkTypeModule, type FieldError } from './check-types/index';
import { intIn, optionalInt } from './check-types/module';
import { targetFields } from './check-types/targets';

export { httpMethods, parseExpectedStatus, parseHeaders } from './check-types/http';
export type { FieldError };

// The website form's state (what the inputs hold, as text), its validation and its conversion to the API body. The
// settings of every check type are kept (switching back restores them); only the chosen type's are checked and sent.

export const websiteTypes: readonly WebsiteType[] = websiteTypeValues;

export type WebsiteFormValues = CheckTypeValues & {
  type: WebsiteType;
  name: string;
  description: string;
  teamId: string;
  /** The website group's id; '' = none. */
  groupId: string;
  /** Its own escalation policy's id; '' = none; undefined = as it is (not sent). */
  escalationPolicyId?: string;
  /** What it depends on: `website:<id>`, `group:<id>`; '' = nothing (depends-on-section.tsx). */
  dependsOn: string;
  url: string;
  intervalSeconds: string;
  timeoutSeconds: string;
  failuresToOpen: string;
  successesToResolve: string;
  /** Region labels separated by commas. */
  regions: string;
  regionQuorum: string;
  /** The response-time budget in ms ('' = none). */
  degradedAfterMs: string;
  degradedMode: DegradedMode;
  degradedWindow: string;
  /** What change detection watches (the "Sledování změn" section). */
  changeWatch: ChangeWatchValues;
};

export type FormErrors = Partial<Record<keyof WebsiteFormValues | `assertions.${number}`, FieldError>>;

const everyModule = websiteTypes.map(checkTypeModule);

export function defaultValues(minIntervalSeconds = 300): WebsiteFormValues {
  return {
    ...(Object.assign({}, ...everyModule.map((module) => module.defaults)) as CheckTypeValues),
    type: 'http',
    name: '',
    description: '',
    teamId: '',
    groupId: '',
    dependsOn: '',
    url: '',
    intervalSeconds: String(Math.max(minIntervalSeconds, 60)),
    timeoutSeconds: '30',
    failuresToOpen: '2',
    successesToResolve: '1',
    regions: '',
    regionQuorum: '',
    degradedAfterMs: '',
    degradedMode: 'each',
    degradedWindow: '20',
    changeWatch: emptyChangeWatchValues,
  };
}

export function valuesFromWebsite(website: Website): WebsiteFormValues {
  return {
    ...(Object.assign({}, ...everyModule.map((module) => module.valuesOf(website))) as CheckTypeValues),
    type: website.type,
    name: website.name,
    description: website.description ?? '',
    teamId: website.teamId ?? '',
    groupId: website.groupId ?? '',
    ...(website.escalationPolicyId ? { escalationPolicyId: website.escalationPolicyId } : {}),
    dependsOn: website.dependsOn ? `${website.dependsOn.kind}:${website.dependsOn.id}` : '',
    url: website.url,
    intervalSeconds: String(website.intervalSeconds),
    timeoutSeconds: String(website.timeoutSeconds),
    failuresToOpen: String(website.failuresToOpen),
    successesToResolve: String(website.successesToResolve),
    regions: website.regions.join(', '),
    regionQuorum: website.regionQuorum === null ? '' : String(website.regionQuorum),
    degradedAfterMs: website.degradedAfterMs === null ? '' : String(website.degradedAfterMs),
    degradedMode: website.degradedMode,
    degradedWindow: String(website.degradedWindow),
    changeWatch: changeWatchValuesOf(website.changeWatch),
  };
}

const REGION = /^[a-z0-9-]{1,32}$/;

/** "eu-central, us-east" → ['eu-central', 'us-east']; null when one is malformed, repeated, or there are over 5. */
export function parseRegions(text: string): string[] | null {
  const regions = text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (regions.length > 5 || new Set(regions).size !== regions.length) return null;
  return regions.every((region) => REGION.test(region)) ? regions : null;
}

/** Client-side checks with the server's rules; the server still has the last word (its field errors are shown too). */
export function validate(values: WebsiteFormValues, minIntervalSeconds: number, forTest = false): FormErrors {
  const errors: FormErrors = {};
  const target = targetFields[checkTargetKinds[values.type]];
  const number = (field: keyof WebsiteFormValues, min: number, max: number, optional = false) => {
    const text = String(values[field]);
    if (optional && text.trim() === '') return;
    if (!intIn(text, min, max)) errors[field] = { key: 'number', values: { min, max } };
  };
  if (!forTest && values.name.trim() === '') errors.name = { key: 'required' };
  if (target) {
    if (values.url.trim() === '') errors.url = { key: 'required' };
    else if (!target.valid(values.url)) errors.url = target.error;
  }
  const interval = Number(values.intervalSeconds);
  const minimum = Math.max(minIntervalSeconds, MIN_INTERVAL_SECONDS);
  if (!/^\d+$/.test(values.intervalSeconds.trim()))
    errors.intervalSeconds = { key: 'intervalMin', values: { min: minimum } };
  else if (interval < minimum) errors.intervalSeconds = { key: 'intervalMin', values: { min: minimum } };
  else if (interval > MAX_INTERVAL_SECONDS) errors.intervalSeconds = { key: 'intervalMax' };
  if (target) number('timeoutSeconds', 1, 120);
  for (const [field, error] of Object.entries(checkTypeModule(values.type).validate(values, forTest))) {
    if (error) errors[field as keyof FormErrors] = error;
  }
  number('failuresToOpen', 1, 10);
  number('successesToResolve', 1, 10);
  const regions = parseRegions(values.regions);
  if (regions === null) errors.regions = { key: 'regions' };
  else if (regions.length > 1) {
    const max = regions.length;
    if (values.regionQuorum.trim() !== '' && !intIn(values.regionQuorum, 1, max))
      errors.regionQuorum = { key: 'regionQuorum', values: { max } };
  }
  if (hasResponseBudget(values.type)) validateBudget(values, errors);
  const watchError = validateChangeWatch(values.changeWatch, values.type);
  if (watchError) errors.changeWatch = watchError;
  return errors;
}

/** Types whose checks measure a response time can have a budget (not a heartbeat's ping, not a registry lookup). */
export const hasResponseBudget = (type: WebsiteType) => !untimedWebsiteTypes.includes(type);

/** The budget is optional; when set, it must end before the timeout cuts the check off. */
function validateBudget(values: WebsiteFormValues, errors: FormErrors) {
  const budget = values.degradedAfterMs.trim();
  if (budget === '') return;
  const timeoutMs = Number(values.timeoutSeconds) * 1000;
  if (!intIn(budget, 1, 120_000)) errors.degradedAfterMs = { key: 'number', values: { min: 1, max: 120_000 } };
  else if (Number.isFinite(timeoutMs) && Number(budget) >= timeoutMs)
    errors.degradedAfterMs = { key: 'budgetAboveTimeout', values: { timeoutMs } };
  if (values.degradedMode === 'p95' && !intIn(values.degradedWindow, DEGRADED_WINDOW_MIN, DEGRADED_WINDOW_MAX))
    errors.degradedWindow = { key: 'number', values: { min: DEGRADED_WINDOW_MIN, max: DEGRADED_WINDOW_MAX } };
}

/** The create (and update) body; call after `validate` found nothing. */
export function toBody(values: WebsiteFormValues): CreateWebsiteBody {
  const outgoing = targetFields[checkTargetKinds[values.type]] !== null;
  return {
    name: values.name.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    type: values.type,
    teamId: values.teamId === '' ? null : values.teamId,
    groupId: values.groupId === '' ? null : values.groupId,
    ...(values.escalationPolicyId === undefined
      ? {}
      : { escalationPolicyId: values.escalationPolicyId === '' ? null : values.escalationPolicyId }),
    dependsOn: dependsOnBody(values.dependsOn),
    url: outgoing ? values.url.trim() : '',
    intervalSeconds: Number(values.intervalSeconds),
    failuresToOpen: Number(values.failuresToOpen),
    successesToResolve: Number(values.successesToResolve),
    regions: parseRegions(values.regions) ?? [],
    // A quorum means something only among several regions.
    regionQuorum: (parseRegions(values.regions)?.length ?? 0) > 1 ? optionalInt(values.regionQuorum) : null,
    ...(outgoing ? { timeoutSeconds: Number(values.timeoutSeconds) } : {}),
    ...(hasResponseBudget(values.type)
      ? {
          degradedAfterMs: optionalInt(values.degradedAfterMs),
          degradedMode: values.degradedMode,
          ...(values.degradedMode === 'p95' ? { degradedWindow: Number(values.degradedWindow) } : {}),
        }
      : {}),
    changeWatch: hasChangeWatch(values.type) ? changeWatchBody(values.changeWatch, values.type) : null,
    ...(checkTypeModule(values.type).settings(values) as Partial<CreateWebsiteBody>),
  };
}

/** The form's `dependsOn` value as the API takes it. */
export function dependsOnBody(value: string): CreateWebsiteBody['dependsOn'] {
  const [kind, id] = value.split(':');
  return (kind === 'website' || kind === 'group') && id ? { kind, id } : null;
}
