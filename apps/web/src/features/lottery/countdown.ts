import { useEffect, useState } from 'react';

/**
 * The server's clock as this device sees it, ticking: `offsetMs` is how far the device is behind
 * the server (from the last answer's serverTime), so countdowns agree with the draw schedule.
 */
export function useServerNow(offsetMs: number, tickMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), tickMs);
    return () => clearInterval(timer);
  }, [offsetMs, tickMs]);
  return now;
}

/** Milliseconds left as "m:ss" (or "h:mm:ss"), never negative. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
