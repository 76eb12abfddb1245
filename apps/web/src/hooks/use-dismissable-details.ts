import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * For a `<details>` used as a drop-down menu. It opens and closes natively, also before hydration
 * and without JavaScript; with JavaScript it also closes as a menu is expected to: when the page
 * changes in the app, when one of its links is chosen (so it is not found open on coming back to
 * the page from the browser's cache), on a press outside it, and on Escape, which returns the
 * focus to its summary. Never on hydration: a menu opened while the page loaded stays open.
 */
export function useDismissableDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  const href = useLocation({ select: (location) => location.href });
  const shownHref = useRef(href);

  useEffect(() => {
    if (shownHref.current === href) return;
    shownHref.current = href;
    if (ref.current) ref.current.open = false;
  }, [href]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      event.preventDefault();
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) details.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  return ref;
}
