// Scrolls smoothly to the section named by the URL hash after a delay (1000 ms on the Our Products
// page, 500 ms on the category-info pages, 1000 ms on /kids), so the section is reached after pictures
// above it have taken their place. Instant under prefers-reduced-motion.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useHashScroll(delayMs: number): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const timer = window.setTimeout(() => {
      const el = document.getElementById(id);
      if (!el) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [hash, key, delayMs]);
}
