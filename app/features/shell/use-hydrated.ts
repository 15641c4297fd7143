// False during server rendering and until hydration: for things only the browser can do
// (forms whose handlers must be attached, decorations drawn only in the browser).
//
// Not useSyncExternalStore with a server snapshot of false: React re-renders a store whose client value
// differs from the server's synchronously, right after hydration, and flushes every pending effect
// (the carousels' set-up, the cart's first fetch) in that same task. On a slow phone that made one
// long task of the whole hand-over. A state set from an effect is an ordinary update in a task of its own.
import { useEffect, useState } from 'react';

/** Set once the first hydration has passed: components mounted later (client navigations) start true. */
let hydratedOnce = false;

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    // The second render is the point: the first one has to match the server's HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
  }, []);
  return hydrated;
}
