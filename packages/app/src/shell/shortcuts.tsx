import { deferred, useOpenedOnce } from '@hlidka/ui';
import { Suspense, useEffect, useState } from 'react';
import '../i18n/areas/shell';

export const NAV_ID = 'main-nav';

const shortcutsDialog = deferred(() => import('./shortcuts-dialog'));

function focusFirst(selector: string): boolean {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) return false;
  element.focus();
  return true;
}

/**
 * Spec §2 keyboard shortcuts: Alt+1 main content, Alt+2 navigation, Alt+3 the search box, Alt+4 the settings link,
 * Alt+0 this help. (Alt+S, the sidebar collapse, belongs to the Sidebar.) Physical keys, so layouts do not matter.
 */
export function KeyboardShortcuts() {
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const handled = (() => {
        switch (event.code) {
          case 'Digit1':
            return focusFirst('#main');
          case 'Digit2':
            return focusFirst(`#${NAV_ID} a`);
          case 'Digit3':
            return focusFirst('input[type="search"], [role="searchbox"], [data-search-box]');
          case 'Digit4':
            return focusFirst(`#${NAV_ID} a[href="/settings"]`);
          case 'Digit0':
            setHelpOpen(true);
            return true;
          default:
            return false;
        }
      })();
      if (handled) event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const wanted = useOpenedOnce(helpOpen);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <shortcutsDialog.Lazy isOpen={helpOpen} onOpenChange={setHelpOpen} />
    </Suspense>
  );
}
