import * as React from 'react';

/** At most this many toasts at once; a new one beyond it replaces the oldest. */
export const TOAST_LIMIT = 5;
/** How long a toast stays, in ms. */
export const TOAST_DURATION = 5000;
let defaultDuration = TOAST_DURATION;

/** How long toasts without their own duration stay, from now on (stories photograph toasts: a long one there). */
export function setToastDuration(ms: number) {
  defaultDuration = ms;
}

/** How long a toast without its own duration stays, in ms. */
export function toastDuration(): number {
  return defaultDuration;
}

/** How long a dismissed toast stays in the tree (for its exit) before it is removed, in ms. */
export const TOAST_REMOVE_DELAY = 300;

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Overrides the default 5000 ms. */
  duration?: number;
  /** An optional action: its label, what a screen reader hears instead (`altText`), and the handler. */
  action?: { label: string; altText: string; onClick: () => void };
};

export type ToastItem = ToastOptions & { id: string; open: boolean };

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

function remove(id: string) {
  const timer = removeTimers.get(id);
  if (timer) clearTimeout(timer);
  removeTimers.delete(id);
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

/** Closes a toast (or all of them); it leaves the tree TOAST_REMOVE_DELAY ms later. */
export function dismissToast(id?: string) {
  toasts = toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item));
  for (const item of toasts) {
    if (!item.open && !removeTimers.has(item.id)) {
      removeTimers.set(
        item.id,
        setTimeout(() => remove(item.id), TOAST_REMOVE_DELAY),
      );
    }
  }
  emit();
}

/** Shows a toast; returns its id. The sixth open toast replaces the oldest. */
export function toast(options: ToastOptions): string {
  counter += 1;
  const id = `toast-${counter}`;
  toasts = [{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

/** Removes every toast at once (tests, sign-out). */
export function clearToasts() {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  toasts = [];
  emit();
}

/** The toasts on screen, newest first, and the functions that change them. */
export function useToast() {
  const [state, setState] = React.useState(toasts);
  React.useEffect(() => {
    listeners.add(setState);
    setState(toasts);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss: dismissToast };
}
