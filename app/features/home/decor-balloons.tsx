// The home page's decorative extras: a falling-balloon background and balloon images trailing the
// pointer (the last 11 positions). Never in the way: pointer-events none, hidden from assistive
// technology, drawn only after hydration, and off under prefers-reduced-motion or on touch screens.
import { type CSSProperties, useEffect, useState } from 'react';
import { MOUSE_TRAIL_LENGTH } from '../../../shared/constants.ts';
import { usePrefersReducedMotion } from './use-auto-advance.ts';
import { useHydrated } from '../shell/use-hydrated.ts';

const COLOURS = 6;
const FALLING = 8;

/** The `n`th balloon picture, the colours taking turns. */
function Balloon({ n, size: [width, height], style }: { n: number; size: [number, number]; style: CSSProperties }) {
  return <img src={`/demo/balloon-${(n % COLOURS) + 1}.svg`} alt="" width={width} height={height} style={style} />;
}

export function FallingBalloons() {
  const reduced = usePrefersReducedMotion();
  const hydrated = useHydrated();
  if (!hydrated || reduced) return null;
  return (
    <div className="falling-balloons" aria-hidden="true">
      {Array.from({ length: FALLING }, (_, i) => (
        <Balloon
          key={i}
          n={i}
          size={[40, 56]}
          style={{ left: `${(i * 97) % 100}%`, animationDelay: `${(i * 1.7) % 9}s`, animationDuration: `${11 + ((i * 3) % 7)}s` }}
        />
      ))}
    </div>
  );
}

export function PointerTrail() {
  const reduced = usePrefersReducedMotion();
  const [points, setPoints] = useState<{ x: number; y: number }[]>([]);
  useEffect(() => {
    if (reduced || !window.matchMedia('(pointer: fine)').matches) return;
    let frame = 0;
    let last: { x: number; y: number } | undefined;
    const onMove = (e: PointerEvent) => {
      last = { x: e.clientX, y: e.clientY };
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const p = last!;
        setPoints((prev) => [...prev, p].slice(-MOUSE_TRAIL_LENGTH));
      });
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [reduced]);
  if (reduced || points.length === 0) return null;
  return (
    <div className="pointer-trail" aria-hidden="true">
      {points.map((p, i) => (
        <Balloon key={i} n={i} size={[16, 22]} style={{ transform: `translate(${p.x + 8}px, ${p.y + 8}px)`, opacity: (i + 1) / points.length }} />
      ))}
    </div>
  );
}
