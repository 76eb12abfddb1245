import { isLanguageCode, languageCodes, languageOfTag, languageQueryParam } from '@office/contracts/browser';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { storeLanguage } from './i18n/store-language';
import { languageStorageKey, readCookie } from './i18n/negotiate';
import { seedPageTexts } from './queries/page-texts';
import { createAppRouter } from './router';
import { createLazyTrpc, loadOnce } from './trpc-lazy';

// The page's language, from its tag (`zh-Hans` is zh).
const htmlLang = languageOfTag(document.documentElement.lang);
// A choice kept in localStorage whose cookie is gone (cleared, expired): the server could not see
// it, so restore the cookie and show the page again in the stored language (docs/product.md#languages).
const stored = readStoredLanguage();
const urlLang = new URLSearchParams(window.location.search).get(languageQueryParam);
if (stored && !urlLang && stored !== htmlLang && readCookie(document.cookie, languageStorageKey) !== stored) {
  storeLanguage(stored);
  // Only when the cookie took (cookies may be blocked): never a reload loop.
  if (readCookie(document.cookie, languageStorageKey) === stored) window.location.reload();
}

// Evaluating the bundle, making the router (its route tree, the location) and starting the
// hydration are each ~10–25 ms on a desktop, four times that on a cheap phone: done in one go they
// were the page's one long task (its total blocking time in Lighthouse; decision 0026). Each gets a task
// of its own, so that a tap or a paint waits for one of them at most.
void start();

async function start() {
  await yieldToBrowser();
  const lang = htmlLang ?? 'ko';
  // The query cache and tRPC's client load with the first query the page makes (a navigation, a
  // preload, the inquiry form): the first paint's data is in the page, as its routes' loader data
  // (decision 0025). The texts the page came with go into the cache then, so that a navigation asks
  // only for what it does not have.
  const loadBrowserData = loadOnce(() => {
    // The matches of the page the visitor is on, read now: when the code arrives late (a slow
    // phone), the router may already show the next page as pending, whose matches have no texts.
    const pageMatches = router.state.matches;
    return import('./browser-data').then(({ createBrowserData }) => {
      const data = createBrowserData();
      seedPageTexts(data.queryClient, data.trpc, lang, pageMatches);
      return data;
    });
  });
  const router = createAppRouter({
    queryClient: () => loadBrowserData().then((data) => data.queryClient),
    trpc: createLazyTrpc(() => loadBrowserData().then((data) => data.trpc)),
    lang,
    // Server-side values: the page already carries the assets, and components read the site settings
    // (the map key) from the root loader's dehydrated data. In the browser, loaders build links on
    // the page's own origin, which is the public one.
    assets: { scripts: [] },
    site: { origin: window.location.origin, googleMapsApiKey: null, languages: languageCodes },
  });
  await yieldToBrowser();

  // This module is inserted by a script in the head and may run before the rest of the document
  // (the router's dehydrated data) is parsed: hydrate only once it is, as a deferred module script
  // would. In a transition, React hydrates in slices that yield to the browser between them: no
  // long task holds a tap or a paint back while the page comes alive (decision 0023).
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      );
    });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hydrate, { once: true });
  else hydrate();
}

/** Lets the browser run what waits (input, a paint) before going on: `scheduler.yield` where there is one. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

function readStoredLanguage() {
  try {
    const value = localStorage.getItem(languageStorageKey);
    return isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}
