// Advances an index every `intervalMs` unless paused; a tick that finds a dropdown menu open is
// skipped (spec section 4). Stops under prefers-reduced-motion until the visitor presses play.
import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';
import { isDropdownOpen } from './menu-state.ts';

const REDUCED = '(prefers-reduced-motion: reduce)';

/** The visitor's reduced-motion setting (false while rendering on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(REDUCED);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED).matches,
    () => false,
  );
}

export function useAutoAdvance(count: number, intervalMs: number, paused: boolean): [number, (i: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const id = window.setInterval(() => {
      if (isDropdownOpen()) return;
      setIndex((i) => (i + 1) % count);
    }, intervalMs);
    return () => window.clearInterval(id);
  }, [paused, count, intervalMs]);
  return [index, (i: number) => setIndex(((i % count) + count) % count)];
}

/** Whether the element is within `rootMargin` of the viewport (false on the server and before hydration). */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const io = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), { rootMargin });
    io.observe(el);
    return () => io.disconnect();
  }, [ref, rootMargin]);
  return near;
}

/** Like useNearViewport, but stays true once the element has come near (for posters: fetched once, kept). */
export function useSeenOnce(ref: RefObject<Element | null>, rootMargin = '300px'): [near: boolean, seen: boolean] {
  const near = useNearViewport(ref, rootMargin);
  const [seen, setSeen] = useState(false);
  if (near && !seen) setSeen(true);
  return [near, seen];
}
