import { z } from 'zod';

/** One accepted status: a code (`200`), a range (`"200-299"`) or a class (`"2xx"`). */
export const statusMatcherSchema = z.union([
  z.number().int().min(100).max(599),
  z
    .string()
    .trim()
    .regex(/^([1-5]\d\d)(\s*-\s*[1-5]\d\d)?$|^[1-5]xx$/i, 'Use a code (200), a range (200-299) or a class (2xx)')
    .refine((text) => {
      const [from, to] = text.split('-').map((part) => Number(part.trim()));
      return to === undefined || (from as number) <= to;
    }, 'The range must go from low to high'),
]);
export type StatusMatcher = z.infer<typeof statusMatcherSchema>;

export const DEFAULT_EXPECTED_STATUS: StatusMatcher[] = ['200-399'];

export type StatusRange = readonly [from: number, to: number];

export function toRanges(matchers: readonly StatusMatcher[]): StatusRange[] {
  return matchers.map((matcher): StatusRange => {
    if (typeof matcher === 'number') return [matcher, matcher];
    const text = matcher.trim().toLowerCase();
    if (text.endsWith('xx')) {
      const base = Number(text[0]) * 100;
      return [base, base + 99];
    }
    const [from, to] = text.split('-').map((part) => Number(part.trim()));
    return [from as number, to ?? (from as number)];
  });
}

export function statusMatches(status: number, ranges: readonly StatusRange[]): boolean {
  return ranges.some(([from, to]) => status >= from && status <= to);
}

export function describeRanges(ranges: readonly StatusRange[]): string {
  return ranges.map(([from, to]) => (from === to ? String(from) : `${from}-${to}`)).join(', ');
}
