import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (then stays true). False on the
 * server and in the first browser render, so hydration matches; used to load heavy parts lazily.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px', { whenIdle = false } = {}): boolean {
  const [near, setNear] = useState(false);
  // With whenIdle, the switch waits for the browser's first idle moment (after hydration and first
  // paint work), so an enhancement never competes with the page becoming interactive.
  useEffect(() => {
    const reveal = () =>
      whenIdle && 'requestIdleCallback' in window ? requestIdleCallback(() => setNear(true), { timeout: 4000 }) : setNear(true);
    const element = ref.current;
    if (!element) return;
    if (!('IntersectionObserver' in window)) {
      reveal();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          reveal();
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, whenIdle]);
  return near;
}
