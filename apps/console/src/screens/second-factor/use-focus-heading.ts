import { type RefObject, useEffect, useRef } from 'react';

/** A step's heading that takes the focus when the step appears (screen readers read where they are). */
export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>(key?: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}
