import type { ConsolePost, LanguageCode } from '@office/contracts';
import { translationLanguages } from '@office/contracts/browser';
import { type AccessibilityFinding, checkPostText } from '@office/contracts/content-accessibility';
import { useEffect, useMemo, useState } from 'react';

/**
 * The accessibility check (the rules: packages/contracts/src/content-accessibility.ts) over the
 * browser's own HTML parser, for the post screens: the text being edited, live, and the saved
 * translations.
 */

/** The ids of the one-line fields a finding can be in: its 이동 button focuses them. */
export const accessibilityFieldIds = { title: 'post-title', thumbnailAlt: 'post-thumbnail-alt' } as const;

/** One language's text of a post, as the check takes it: the body as HTML. */
export interface TextToCheck {
  lang: LanguageCode;
  title: string;
  bodyHtml: string;
  thumbnailAlt: string | null;
  hasThumbnail: boolean;
  /** A translation's: the Korean's thumbnail alternative (none there: the thumbnail is decorative). */
  sourceThumbnailAlt?: string | null;
}

export function checkText({ bodyHtml, ...text }: TextToCheck): AccessibilityFinding[] {
  // DOMParser's document runs no scripts and loads no images: a safe place to read HTML in.
  const body = bodyHtml.trim() ? new DOMParser().parseFromString(bodyHtml, 'text/html').body : null;
  return checkPostText({ ...text, body });
}

/** The findings in a post's saved translations, with the Korean thumbnail's alternative as it is now. */
export function savedTranslationFindings(post: ConsolePost, koreanThumbnailAlt: string, hasThumbnail: boolean): AccessibilityFinding[] {
  return translationLanguages.flatMap((lang) => {
    const saved = post.translationTexts[lang];
    if (!saved) return [];
    return checkText({
      lang,
      title: saved.title,
      bodyHtml: saved.content,
      thumbnailAlt: saved.thumbnailAlt,
      hasThumbnail,
      sourceThumbnailAlt: koreanThumbnailAlt,
    });
  });
}

/** The value once it has stayed the same for `delay` ms: the check runs when typing pauses, not on each key. */
export function useSettled<T extends string | boolean>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (settled === value) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}

/** The findings in a text being edited, once typing pauses. */
export function useLiveFindings(text: TextToCheck): AccessibilityFinding[] {
  const title = useSettled(text.title);
  const bodyHtml = useSettled(text.bodyHtml);
  const thumbnailAlt = useSettled(text.thumbnailAlt ?? '');
  const { lang, hasThumbnail, sourceThumbnailAlt } = text;
  return useMemo(
    () =>
      checkText({ lang, title, bodyHtml, thumbnailAlt, hasThumbnail, ...(sourceThumbnailAlt !== undefined ? { sourceThumbnailAlt } : {}) }),
    [lang, title, bodyHtml, thumbnailAlt, hasThumbnail, sourceThumbnailAlt],
  );
}

/**
 * A post's findings on its Korean screen: the Korean being edited, live, then the saved
 * translations'. `countNow` counts them as they are at once (for the 게시 button), not as typing
 * last paused.
 */
export function usePostFindings(post: ConsolePost | null, korean: TextToCheck) {
  const live = useLiveFindings(korean);
  const koreanAlt = useSettled(korean.thumbnailAlt ?? '');
  const { hasThumbnail } = korean;
  const translations = useMemo(
    () => (post ? savedTranslationFindings(post, koreanAlt, hasThumbnail) : []),
    [post, koreanAlt, hasThumbnail],
  );
  const findings = useMemo(() => [...live, ...translations], [live, translations]);
  const countNow = () =>
    checkText(korean).length + (post ? savedTranslationFindings(post, korean.thumbnailAlt ?? '', hasThumbnail).length : 0);
  return { findings, countNow };
}
