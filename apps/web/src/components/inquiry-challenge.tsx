/**
 * The inquiry form's proof-of-work widget (ALTCHA), loaded only by the contact form after it is
 * hydrated: its script, worker and stylesheet are files of their own from this site (no other
 * origin, no inline script or style), and no other page ever loads them.
 */
import { inquiryChallengePath, type LanguageCode } from '@office/contracts/browser';
import 'altcha/external';
import altchaStylesheet from 'altcha/altcha.css?url';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { type RefObject, useEffect, useRef } from 'react';
import * as css from './inquiry-form.css';

/** The widget's texts, from the contact page's texts in the visitor's language. */
export interface ChallengeTexts {
  label: string;
  verifying: string;
  verified: string;
  error: string;
  expired: string;
  wait: string;
  reload: string;
}

/** What the form asks of the widget. */
export interface ChallengeHandle {
  /** Starts solving in the background (the visitor has started filling in the form). */
  start(): void;
  /** The solved payload to send as `altcha`, solving first if needed; undefined if it cannot be had. */
  payload(): Promise<string | undefined>;
  /** The payload was used (or refused): forget it and solve a new challenge in the background. */
  renew(): void;
}

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

function linkStylesheet() {
  if (document.querySelector('link[data-altcha-stylesheet]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = altchaStylesheet;
  link.dataset.altchaStylesheet = '';
  document.head.append(link);
}

export interface InquiryChallengeProps {
  lang: LanguageCode;
  texts: ChallengeTexts;
  handle: RefObject<ChallengeHandle | null>;
  /** True once the visitor has focused the form: then solving starts as soon as the widget is here. */
  wanted: RefObject<boolean>;
  /** Called once the handle is set, so a send that came first can go on. */
  onReady: () => void;
}

export default function InquiryChallenge({ lang, texts, handle, wanted, onReady }: InquiryChallengeProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    linkStylesheet();
    // Our texts under the page's language code (the widget picks them by its `language`).
    globalThis.$altcha.i18n.set(lang, {
      label: texts.label,
      verifying: texts.verifying,
      verified: texts.verified,
      error: texts.error,
      expired: texts.expired,
      waitAlert: texts.wait,
      verificationRequired: texts.wait,
      loading: texts.verifying,
      reload: texts.reload,
      verify: texts.reload,
      footer: '',
      ariaLinkLabel: '',
    });
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('name', 'altcha');
    host.current!.append(widget);

    // The element's methods exist once it has loaded; it is configured before anything else.
    const configure = () =>
      widget.configure({
        challenge: inquiryChallengePath,
        language: lang,
        auto: 'off',
        display: 'standard',
        hideLogo: true,
        hideFooter: true,
        humanInteractionSignature: false,
      });
    const ready =
      typeof widget.configure === 'function'
        ? configure()
        : new Promise<void>((resolve) => widget.addEventListener('load', () => resolve(configure()), { once: true }));

    let payload: string | undefined;
    let solving: Promise<string | undefined> | undefined;
    /** Solves a new challenge after `before` (verify() starts the widget over from any state). */
    const solveAfter = (before: Promise<unknown>) => {
      const run: Promise<string | undefined> = before
        .then(() => widget.verify())
        .then(
          (result) => (payload = result?.payload ?? undefined),
          () => undefined,
        )
        .finally(() => {
          if (solving === run) solving = undefined;
        });
      solving = run;
      return run;
    };
    const solve = () => solving ?? solveAfter(ready);
    // An expired solution is replaced in the background, before the visitor sends.
    const onExpired = () => {
      payload = undefined;
      void solve();
    };
    widget.addEventListener('expired', onExpired);

    handle.current = {
      start() {
        if (!payload && !solving) void solve();
      },
      async payload() {
        return payload ?? (await (solving ?? solve()));
      },
      renew() {
        payload = undefined;
        void solveAfter(solving ?? ready);
      },
    };
    if (wanted.current) handle.current.start();
    onReady();
    return () => {
      handle.current = null;
      widget.removeEventListener('expired', onExpired);
      widget.remove();
    };
  }, [lang, texts, handle, wanted, onReady]);

  return <div ref={host} className={css.challenge} />;
}
