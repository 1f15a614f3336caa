import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its content with `near` false until the spot comes within `margin` of the viewport,
 * then true for good. Sections far down a page fetch and build their content only when a reader
 * is about to see them, so the first screen loads without their work. Without
 * IntersectionObserver (old browsers, tests) everything is near at once.
 */
export function NearViewport({
  children,
  margin = '300px',
}: {
  children: (near: boolean) => ReactNode;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return <div ref={ref}>{children(near)}</div>;
}
