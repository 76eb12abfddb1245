import { useEffect, useState } from 'react';

const interactionEvents = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * True once the visitor has done anything (touched, scrolled, typed). Enhancements that nobody has
 * reached for yet wait for it, so the first load of a page does only what is needed to show it.
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    const done = () => setInteracted(true);
    for (const name of interactionEvents) window.addEventListener(name, done, { once: true, passive: true });
    return () => {
      for (const name of interactionEvents) window.removeEventListener(name, done);
    };
  }, []);
  return interacted;
}
