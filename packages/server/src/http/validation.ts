import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import type { Translated } from './app-error';

/** A request part failed its schema; the error handler turns the issues into per-field messages. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super(`Invalid request ${part}`);
    this.name = 'RequestValidationError';
  }
}

/** Fastify validator compiler for zod schemas: keeps the zod issues (with whether a value was present). */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, partName(httpPart)) };
  };

function partName(httpPart: string | undefined) {
  if (httpPart === 'querystring') return 'query';
  return httpPart ?? 'body';
}

/** Czech plural: 1 znak, 2–4 znaky, 5+ znaků. */
function czPlural(n: number, one: string, few: string, many: string) {
  if (n === 1) return one;
  if (n >= 2 && n <= 4 && Number.isInteger(n)) return few;
  return many;
}

const typeNames: Record<string, Translated> = {
  string: { cs: 'text', en: 'a string' },
  number: { cs: 'číslo', en: 'a number' },
  int: { cs: 'celé číslo', en: 'a whole number' },
  boolean: { cs: 'true nebo false', en: 'true or false' },
  object: { cs: 'objekt', en: 'an object' },
  array: { cs: 'seznam', en: 'a list' },
  date: { cs: 'datum', en: 'a date' },
  bigint: { cs: 'celé číslo', en: 'a whole number' },
};

const formatNames: Record<string, Translated> = {
  email: { cs: 'Zadejte platnou e-mailovou adresu.', en: 'Enter a valid e-mail address.' },
  url: { cs: 'Zadejte platnou adresu URL.', en: 'Enter a valid URL.' },
  uuid: { cs: 'Neplatný identifikátor.', en: 'Invalid identifier.' },
  guid: { cs: 'Neplatný identifikátor.', en: 'Invalid identifier.' },
  datetime: { cs: 'Zadejte datum a čas ve formátu ISO 8601.', en: 'Enter a date and time in ISO 8601 format.' },
  date: { cs: 'Zadejte datum ve formátu RRRR-MM-DD.', en: 'Enter a date as YYYY-MM-DD.' },
  time: { cs: 'Zadejte čas ve formátu HH:MM.', en: 'Enter a time as HH:MM.' },
  ipv4: { cs: 'Zadejte platnou adresu IPv4.', en: 'Enter a valid IPv4 address.' },
  ipv6: { cs: 'Zadejte platnou adresu IPv6.', en: 'Enter a valid IPv6 address.' },
};

export const unknownField: Translated = { cs: 'Neznámé pole.', en: 'Unknown field.' };
export const requiredField: Translated = { cs: 'Toto pole je povinné.', en: 'This field is required.' };

function sizeMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, small: boolean): Translated {
  const raw = small ? (issue as z.core.$ZodIssueTooSmall).minimum : (issue as z.core.$ZodIssueTooBig).maximum;
  const n = Number(raw);
  const exact = issue.exact === true;
  switch (issue.origin) {
    case 'string': {
      if (small && n === 1 && !exact) return requiredField;
      const cs = czPlural(n, 'znak', 'znaky', 'znaků');
      const en = n === 1 ? 'character' : 'characters';
      if (exact) return { cs: `Musí mít přesně ${n} ${cs}.`, en: `Must be exactly ${n} ${en} long.` };
      return small
        ? { cs: `Musí mít alespoň ${n} ${cs}.`, en: `Must be at least ${n} ${en} long.` }
        : { cs: `Může mít nejvýše ${n} ${cs}.`, en: `Must be at most ${n} ${en} long.` };
    }
    case 'array':
    case 'set': {
      const cs = czPlural(n, 'položku', 'položky', 'položek');
      const en = n === 1 ? 'item' : 'items';
      return small
        ? { cs: `Vyberte alespoň ${n} ${cs}.`, en: `Choose at least ${n} ${en}.` }
        : { cs: `Vyberte nejvýše ${n} ${cs}.`, en: `Choose at most ${n} ${en}.` };
    }
    case 'date': {
      const when = new Date(n).toISOString();
      return small
        ? { cs: `Datum musí být nejdříve ${when}.`, en: `The date must be ${when} or later.` }
        : { cs: `Datum musí být nejpozději ${when}.`, en: `The date must be ${when} or earlier.` };
    }
    default: {
      const inclusive = issue.inclusive !== false;
      if (small)
        return inclusive
          ? { cs: `Musí být alespoň ${n}.`, en: `Must be at least ${n}.` }
          : { cs: `Musí být větší než ${n}.`, en: `Must be greater than ${n}.` };
      return inclusive
        ? { cs: `Může být nejvýše ${n}.`, en: `Must be at most ${n}.` }
        : { cs: `Musí být menší než ${n}.`, en: `Must be less than ${n}.` };
    }
  }
}

function formatValues(values: readonly unknown[]) {
  return values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
}

/** The message of one zod issue, in both languages. */
export function translateIssue(issue: z.core.$ZodIssue): Translated {
  switch (issue.code) {
    case 'invalid_type': {
      // A missing value, or a missing body (which Fastify hands over as null).
      if (issue.input === undefined || (issue.input === null && issue.path.length === 0)) return requiredField;
      const expected = typeNames[issue.expected] ?? { cs: issue.expected, en: issue.expected };
      return { cs: `Očekáváno: ${expected.cs}.`, en: `Expected ${expected.en}.` };
    }
    case 'too_small':
      return sizeMessage(issue, true);
    case 'too_big':
      return sizeMessage(issue, false);
    case 'invalid_format': {
      const known = formatNames[issue.format];
      if (known) return known;
      if (issue.format === 'starts_with' || issue.format === 'ends_with' || issue.format === 'includes')
        return { cs: 'Hodnota nemá správný tvar.', en: 'The value has the wrong form.' };
      return { cs: 'Hodnota nemá správný formát.', en: 'The value has the wrong format.' };
    }
    case 'not_multiple_of':
      return { cs: `Musí být násobkem ${issue.divisor}.`, en: `Must be a multiple of ${issue.divisor}.` };
    case 'unrecognized_keys':
      return unknownField;
    case 'invalid_value':
      return issue.values.length === 1
        ? { cs: `Musí být ${formatValues(issue.values)}.`, en: `Must be ${formatValues(issue.values)}.` }
        : {
            cs: `Povolené hodnoty: ${formatValues(issue.values)}.`,
            en: `Allowed values: ${formatValues(issue.values)}.`,
          };
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return { cs: 'Neplatná hodnota.', en: 'Invalid value.' };
    case 'custom': {
      const params = issue.params as Partial<Translated> | undefined;
      if (params?.cs && params.en) return { cs: params.cs, en: params.en };
      return { cs: 'Neplatná hodnota.', en: 'Invalid value.' };
    }
    default:
      return { cs: 'Neplatná hodnota.', en: 'Invalid value.' };
  }
}

/**
 * Per-field messages for a list of issues: `{ email: [...], 'address.city': [...] }`. Unknown keys are reported under
 * their own names; issues about the whole part under the part's name (`body`, `query`, `params`).
 */
export function issuesToFieldErrors(issues: z.core.$ZodIssue[], part: string): Record<string, Translated[]> {
  const out: Record<string, Translated[]> = {};
  const add = (field: string, message: Translated) => {
    const list = out[field] ?? [];
    if (!list.some((m) => m.en === message.en)) list.push(message);
    out[field] = list;
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, unknownField);
      continue;
    }
    add(base || part, translateIssue(issue));
  }
  return out;
}
