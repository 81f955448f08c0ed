import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new page starts at its top, as after a page load: the document's scroll position is reset when the path changes,
 * except on Back and Forward, where the browser brings the reader back to where they were.
 */
export function ScrollToTop() {
  const [path] = useLocation();
  const previous = useRef(path);
  const popped = useRef(false);
  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    if (popped.current) popped.current = false;
    else window.scrollTo(0, 0);
  }, [path]);
  return null;
}
