import { deferred, useOpenedOnce } from '@hlidka/ui';
import { createContext, type ReactNode, Suspense, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { type AroundNavHandler, Router, useLocation } from 'wouter';

// Nothing typed is lost (issue 25, item 12): an editor form with unsaved changes asks before the app navigates away
// (links, react-aria links and programmatic navigate all pass wouter's `aroundNav`), and the browser asks before a
// reload or close (`beforeunload`). One guard for every form: `useUnsavedChangesGuard(isDirty)`.

interface GuardEntry {
  /** True while the form has changes that would be lost. */
  blocks(): boolean;
}

const GuardContext = createContext<Set<GuardEntry> | null>(null);
const unsavedChangesDialog = deferred(() => import('./unsaved-changes-dialog'));

function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>;
}

/**
 * The signed-in area's router: in-app navigation waits for "Stay" or "Leave without saving" while a form is dirty.
 * Nested in the app's router (same location hook), so the sign-in screens' entry chunk carries none of it.
 */
export function UnsavedChangesGuardRouter({ children }: { children: ReactNode }) {
  const [entries] = useState(() => new Set<GuardEntry>());
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dialogWanted = useOpenedOnce(pending !== null);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      const go = () => navigate(to, options);
      if ([...entries].some((entry) => entry.blocks())) setPending(() => go);
      else go();
    },
    [entries],
  );
  return (
    <GuardContext.Provider value={entries}>
      <Router aroundNav={aroundNav}>
        <AriaRouter>{children}</AriaRouter>
      </Router>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <unsavedChangesDialog.Lazy
            isOpen={pending !== null}
            onStay={() => setPending(null)}
            onLeave={() => {
              setPending(null);
              pending?.();
            }}
          />
        </Suspense>
      ) : null}
    </GuardContext.Provider>
  );
}

export interface UnsavedChangesGuard {
  /** Runs the save; navigation it starts (e.g. to the saved item) passes. A failed save guards again. */
  whileSaving<T>(save: () => Promise<T>): Promise<T>;
}

/** True when `values` differ from those of the first render (compared as JSON): a form's "dirty". */
export function useChangedSinceMount<T>(values: T): boolean {
  const [first] = useState(values);
  return JSON.stringify(values) !== JSON.stringify(first);
}

/** Guards a form's unsaved changes while `isDirty`: a dialog for in-app navigation, the browser's prompt for reload. */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const entries = useContext(GuardContext);
  const dirty = useRef(isDirty);
  const saving = useRef(false);
  useEffect(() => {
    dirty.current = isDirty;
    // A form that stays after its save guards its next changes again.
    saving.current = false;
  }, [isDirty]);
  useEffect(() => {
    if (!entries) return;
    const entry: GuardEntry = { blocks: () => dirty.current && !saving.current };
    entries.add(entry);
    return () => {
      entries.delete(entry);
    };
  }, [entries]);
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saving.current) return;
      event.preventDefault();
      // Browsers before preventDefault() counted ask only when returnValue is a non-empty string (its text is not shown).
      event.returnValue = 'unsaved';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  const whileSaving = useCallback(async <T,>(save: () => Promise<T>): Promise<T> => {
    saving.current = true;
    try {
      return await save();
    } catch (error) {
      saving.current = false;
      throw error;
    }
  }, []);
  return { whileSaving };
}
