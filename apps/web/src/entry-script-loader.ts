/**
 * The page's one inline script: it loads the browser bundle once the page has been shown
 * (decisions 0012, 0023, 0028). `routes/__root.tsx` inlines it in the head of every page as
 * `(function …)(lateStyles, scripts)`.
 *
 * This module is never bundled as code. It is imported with `?inline-script`, and the
 * `inline-script` plugin in vite.config.ts hands the importer its text with the types stripped,
 * minified and made an expression (in `vite build` and in `pnpm dev` alike). So it must stay
 * self-contained: no imports, nothing from outside but its two arguments and the browser's
 * globals. It is compiled for ES2015: the page is marked `data-painted` in any browser that has
 * modules, even one too old for the bundle.
 *
 * Why a script inserts the bundle rather than a `<script type="module" src>` in the page: cached
 * pages allow their inline scripts by hash under 'strict-dynamic', which ignores 'self'. A
 * parser-inserted `src` script would be blocked, whereas one this (hashed) script inserts is
 * trusted, and so is everything it imports (decision 0012). The server hashes the page as it is
 * sent (`apps/server/src/site/content-security-policy.ts`), so this text may change freely.
 * Inserted module scripts run as soon as they load, so the entry itself waits for the document to
 * be parsed (entry-client.tsx).
 *
 * When: once the page has loaded (its eager images included) and been shown. That is after
 * `load`, once the browser has reported the first contentful paint, four animation frames in which
 * it reported no new largest paint; at once in a hidden tab, which paints nothing; after 3 s
 * whatever happened. The first paint and the largest image never wait for the JavaScript's
 * download or its evaluation (decision 0023). On a fast connection `load` often comes before the
 * first paint is shown, and a download started then competes with it (Lighthouse's simulation
 * counts it toward the LCP): two frames after `load`, the first largest paint after it (a heading,
 * then the image), or four frames without one (the first paint was shown later still) were each
 * measured not to be enough.
 *
 * The whole stylesheet (`lateStyles`: the page inlines only its own rules, decision 0024) is linked
 * first and the scripts once it has arrived, so nothing the scripts render is ever shown unstyled.
 * At that moment `<html>` is marked `data-painted`: what waits for the first paint to be shown
 * (the off-screen slides' images, `carousel.css.ts`) comes then. With no files (`pnpm dev`, where
 * Vite adds its own scripts) it still marks the page.
 */
export default function loadEntryScripts(lateStyles: string[], scripts: string[]): void {
  /** The loading has begun (the page is marked): it happens once, whichever moment comes first. */
  let started = false;
  /** The browser reported the first contentful paint, or cannot report paints at all. */
  let painted = false;
  /** Animation frames since the last paint the browser reported. */
  let quietFrames = 0;
  let observer: PerformanceObserver | undefined;

  /** Marks the page as shown, links the whole stylesheet, then inserts the scripts. */
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    document.documentElement.setAttribute('data-painted', '');
    let stylesheetsToCome = lateStyles.length;
    const insertScripts = () => {
      for (const src of scripts) {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = src;
        document.head.appendChild(script);
      }
    };
    if (!stylesheetsToCome) return insertScripts();
    for (const href of lateStyles) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      // A stylesheet that fails still counts: the scripts never wait for ever.
      link.onload = link.onerror = () => {
        if (--stylesheetsToCome === 0) insertScripts();
      };
      document.head.appendChild(link);
    }
  }

  /** After `load`: waits for the page to be shown, as the browser reports its paints. */
  function waitForPaints() {
    if (document.visibilityState === 'hidden') return start();
    try {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') painted = true;
        // Any entry, the first paint or a (new) largest one, starts the count of quiet frames again.
        quietFrames = 0;
      });
      observer.observe({ type: 'paint', buffered: true });
      observer.observe({ type: 'largest-contentful-paint' });
    } catch (_error) {
      // No paint timing here: count frames from now.
      painted = true;
    }
    setTimeout(start, 3000);
    const onFrame = () => {
      if (painted && ++quietFrames > 3) start();
      else if (!started) window.requestAnimationFrame(onFrame);
    };
    onFrame();
  }

  if (document.readyState === 'complete') waitForPaints();
  else window.addEventListener('load', waitForPaints, { once: true });
}
