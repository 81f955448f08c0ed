import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from './merge-classes';

/** Joins class names and lets later Tailwind utilities win over earlier ones, so a caller's `className` goes last. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
