import { useSlugAvailability } from '@hlidka/data';
import { useEffect, useState } from 'react';
import { slugProblem } from './status-page-model';

/** How a slug stands while it is typed. */
export type SlugState =
  | { kind: 'invalid'; error: 'slugRequired' | 'slugInvalid' | 'slugReserved' }
  | { kind: 'unchanged' | 'checking' | 'available' | 'taken' };

const DELAY_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The slug checked as it is typed: against the contract's pattern and reserved words at once, and whether another page
 * has it once typing pauses. The page's own saved slug is not asked about (the server would call it taken).
 */
export function useSlugCheck(slug: string, savedSlug: string | undefined): SlugState {
  const value = slug.trim().toLowerCase();
  const problem = slugProblem(value);
  const settled = useDebounced(value, DELAY_MS);
  const ask = !problem && value !== savedSlug && settled === value ? value : null;
  const { available } = useSlugAvailability(ask);
  if (problem) return { kind: 'invalid', error: problem };
  if (value === savedSlug) return { kind: 'unchanged' };
  if (ask === null || available === undefined) return { kind: 'checking' };
  return { kind: available ? 'available' : 'taken' };
}
