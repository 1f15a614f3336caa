import { useEffect, useState } from 'react';
import { prefersReducedMotion } from './format';

/**
 * Counts from `from` up to `to` (integers) over `durationMs`, easing out; calls `onDone` at the end.
 * Reduced motion (or no animation frames) shows the end at once.
 */
export function useCountUp(
  to: number | null,
  key: string | null,
  onDone: () => void,
  from = 100,
  durationMs = 700,
) {
  const [value, setValue] = useState<number | null>(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per round (key); onDone is read when it ends
  useEffect(() => {
    if (to === null) return;
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function' || to <= from) {
      setValue(to);
      onDone();
      return;
    }
    // Large results take a little longer, on a log scale, so small ones stay snappy.
    const span = Math.min(durationMs * 1.6, durationMs * (0.6 + Math.log10(to / from) / 4));
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const p = Math.min(1, (now - start) / span);
      const eased = 1 - (1 - p) ** 3;
      // Multiplicative interpolation: the count climbs like a multiplier does.
      setValue(Math.floor(from * (to / from) ** eased));
      if (p < 1) frame = requestAnimationFrame(step);
      else {
        setValue(to);
        onDone();
      }
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return value;
}
