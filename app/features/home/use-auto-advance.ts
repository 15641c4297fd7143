// The home carousels' behaviour on top of Embla (which gives the swipe that follows a finger): a timer
// per slide that lets a step pass while a header dropdown is open, and jumps instead of animated scrolls
// under prefers-reduced-motion. Embla starts in an effect, so the server HTML and the first paint are the
// plain first slide.
import useEmblaCarousel from 'embla-carousel-react';
import { type RefObject, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isDropdownOpen } from '../shell/menu-state.ts';

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

export interface Carousel {
  /** For the element that clips the track (Embla's viewport); its first child is the track of slides. */
  viewport: RefObject<HTMLDivElement | null>;
  index: number;
  /** Whether Embla runs (from the browser's first idle moment after hydration): until then only the first slide can be seen. */
  ready: boolean;
  go: (i: number) => void;
}

/**
 * `delayMs(i)` is how long slide `i` stays before the next one comes, unless `paused`. A finger held on
 * the carousel holds the timer too, and every change of slide (swipe, arrow, dot) starts it afresh.
 */
export function useCarousel(count: number, delayMs: (index: number) => number, paused: boolean): Carousel {
  const reduced = usePrefersReducedMotion();
  const [emblaViewport, api] = useEmblaCarousel({ loop: true });
  const [index, setIndex] = useState(0);

  // Embla gets the viewport once the browser is idle, not in the effects that end hydration: its set-up
  // measures the page, which would lengthen the page's longest task on a slow phone. Until then the
  // first slide stands as the server drew it. A ref object, not a callback ref that sets state: a state
  // set while React attaches refs is a synchronous re-render, which also runs every pending effect at
  // once, in hydration's last task.
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = viewport.current;
    if (el) return whenIdle(() => emblaViewport(el));
  }, [emblaViewport]);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!api) return;
    const select = () => setIndex(api.selectedScrollSnap());
    const down = () => setHeld(true);
    const up = () => setHeld(false);
    api.on('select', select).on('pointerDown', down).on('pointerUp', up);
    return () => {
      api.off('select', select).off('pointerDown', down).off('pointerUp', up);
    };
  }, [api]);

  // A slide chosen before Embla started (an arrow, a dot or the timer in the moment before the browser
  // was idle) is where Embla starts too, without an animation, so the slide shown is the current one.
  useEffect(() => {
    if (api && api.selectedScrollSnap() !== index) api.scrollTo(index, true);
  }, [api, index]);

  const go = useCallback(
    (i: number) => {
      const target = ((i % count) + count) % count;
      if (api) api.scrollTo(target, reduced);
      else setIndex(target);
    },
    [api, count, reduced],
  );

  const delay = delayMs(index);
  useEffect(() => {
    if (paused || held || count < 2) return;
    let id = 0;
    // A step that comes due while a dropdown is open is let pass: the slide stays one more delay.
    const arm = () => {
      id = window.setTimeout(() => (isDropdownOpen() ? arm() : go(index + 1)), delay);
    };
    arm();
    return () => window.clearTimeout(id);
  }, [paused, held, count, delay, index, go]);

  return { viewport, index, ready: api !== undefined, go };
}

/** Runs `run` when the browser is next idle (within a second at most); returns what cancels it. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 100);
  return () => window.clearTimeout(id);
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
