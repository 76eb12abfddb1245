import {
  currentConsentVersion,
  inquiryHoneypotField,
  inquiryReplyChannels,
  inquiryRules,
  isLanguageCode,
  type LanguageCode,
  languageNames,
  languageTags,
  templatePage,
} from '@office/contracts/browser';
// Not from the browser entry: that would put the patterns in every page's first-visit script.
import { useLoaderData, useRouteContext } from '@tanstack/react-router';
import { type FormEvent, type InvalidEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useFirstInteraction } from '../hooks/use-first-interaction';
import { useTexts } from '../hooks/use-texts';
import { loadOnce, trpcErrorData } from '../trpc-lazy';
import type { ChallengeHandle, ChallengeTexts } from './inquiry-challenge';
import * as css from './inquiry-form.css';
import { LoadingOverlay } from './loading-overlay';
import * as page from './page.css';

/** The registration and passport number patterns (decision 0041), loaded once, when the visitor first types. */
const identifierRules = loadOnce(() => import('@office/contracts/identifiers'));

type FieldName = 'name' | 'phone' | 'email' | 'content' | 'consent';
/** The fields a visitor writes freely, where a registration or passport number may turn up. */
type FreeTextField = 'name' | 'content';
/** On success, the address the confirmation e-mail went to (the form is cleared by then). */
type Outcome = { kind: 'success'; email: string } | { kind: 'failure' } | { kind: 'tooMany' } | null;

/** The proof-of-work widget: its own chunk, loaded by this form only, after hydration. */
const InquiryChallenge = lazy(() => import('./inquiry-challenge'));

/** How the names in a list are joined in each language ("KakaoTalk, Zalo"; "KakaoTalk、Zalo"). */
const listSeparators: Partial<Record<LanguageCode, string>> = { zh: '、', ja: '、' };

/** The same rules as the server (contracts), in the `pattern` attribute's syntax. */
const phonePattern = inquiryRules.phonePattern.source.replace(/^\^|\$$/g, '');
const emailPattern = inquiryRules.emailPattern.source.replace(/^\^|\$$/g, '');

/**
 * The inquiry form (docs/product.md#the-inquiry-form): browser-native validation with the page's messages, a consent
 * checkbox under the consent text, and the spam defence visitors do not notice: a proof of work
 * solved in the background from the first focus (the widget under the form), a honeypot field, and
 * a message naming the phone number when the server's limits refuse the inquiry. Loading is on while sending; on success the form is cleared and
 * a success message shown; on any failure the input stays and a failure message is shown, with the
 * server's field errors at their fields. A second submit while sending is ignored. While the name
 * or the message holds what looks like a registration or passport number, a note beside it asks
 * the visitor not to send it (the server masks it anyway; decision 0041). The visitor also says how
 * to be answered (decision 0045): in which of the offered languages (the page's by default) and by
 * e-mail, phone or messenger (e-mail by default; with messenger, a hint names the office's); the
 * success message then says where the confirmation e-mail went.
 */
export function InquiryForm() {
  const { t, s, l, lang } = useTexts('문의하기');
  const shared = useTexts(templatePage);
  const { trpc, queryClient } = useRouteContext({ from: '__root__' });
  const languages = useLoaderData({ from: '__root__', select: (data) => data.site.languages });
  const messengers = useLoaderData({ from: '__root__', select: (data) => data.messengers });
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [identifierIn, setIdentifierIn] = useState<Record<FreeTextField, boolean>>({ name: false, content: false });
  const challenge = useRef<ChallengeHandle | null>(null);
  const challengeWanted = useRef(false);
  // Sending needs JavaScript: the button works once the page is hydrated (before, the form says so).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The widget's code (~26 KB) loads once the visitor does anything on the page or focuses the
  // form, never on a first visit that only looks (decision 0023); its box is kept meanwhile.
  const interacted = useFirstInteraction();
  const [focused, setFocused] = useState(false);
  // True from the click until the answer, including the moment the challenge may still be solving.
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const challengeTexts = useMemo<ChallengeTexts>(
    () => ({
      label: s('challenge.label'),
      verifying: s('challenge.verifying'),
      verified: s('challenge.verified'),
      error: s('challenge.error'),
      expired: s('challenge.expired'),
      wait: s('challenge.wait'),
      reload: s('challenge.reload'),
    }),
    [s],
  );

  const messages: Record<FieldName, string> = {
    name: s('validation.name'),
    phone: s('validation.phone'),
    email: s('validation.email'),
    content: s('validation.content'),
    consent: s('validation.consent'),
  };

  // The browser shows our message instead of its own; typing clears it so the field re-validates.
  const onInvalid = (event: InvalidEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    target.setCustomValidity(messages[target.name as FieldName]);
  };
  const onInput = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    const target = event.currentTarget;
    target.setCustomValidity('');
    if (fieldErrors[target.name as FieldName]) setFieldErrors((errors) => ({ ...errors, [target.name]: undefined }));
  };
  // As the visitor types: the note appears with the first such number and goes with the last.
  const onFreeTextInput = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    onInput(event);
    const { name, value } = event.currentTarget;
    // The patterns load with the first keystroke (a few KiB no first paint needs); answers come in
    // the order typed, as they all wait on the one load.
    void identifierRules().then(({ containsIdentifier }) => {
      const found = containsIdentifier(value);
      // The same state when nothing changed, so most keystrokes render nothing.
      setIdentifierIn((fields) => (fields[name as FreeTextField] === found ? fields : { ...fields, [name]: found }));
    });
  };

  // The widget's code loads after hydration; a visitor (or a browser's autofill) may send before
  // it is here. Sending then waits for it, a few seconds at most, instead of going without.
  const widgetArrived = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  if (!widgetArrived.current) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    widgetArrived.current = { promise, resolve };
  }
  const loadedChallenge = async () => {
    if (!challenge.current) await Promise.race([widgetArrived.current!.promise, new Promise((done) => setTimeout(done, 10_000))]);
    return challenge.current;
  };

  // The first focus in the form starts the proof of work (now, or when the widget has loaded).
  const startChallenge = () => {
    challengeWanted.current = true;
    setFocused(true);
    challenge.current?.start();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    const form = event.currentTarget;
    const data = new FormData(form);
    setOutcome(null);
    setFieldErrors({});
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const honeypot = text(inquiryHoneypotField);
    const email = text('email');
    const replyLang = text('reply_lang');
    const replyChannel = inquiryReplyChannels.find((channel) => channel === text('reply_channel'));
    // Through the query cache's mutations, as `useMutation` would; React Query's code loads with the
    // first send, not with the page (decision 0025).
    const send = async (altcha: string | undefined) => {
      const [client, { mutate }] = await Promise.all([queryClient(), import('../query-client')]);
      return mutate(client, trpc.inquiries.submit.mutationOptions(), {
        name: text('name'),
        phone: text('phone'),
        email,
        content: text('content'),
        consent: true,
        consent_version: currentConsentVersion,
        lang,
        ...(isLanguageCode(replyLang) ? { reply_lang: replyLang } : {}),
        ...(replyChannel ? { reply_channel: replyChannel } : {}),
        ...(altcha ? { altcha } : {}),
        ...(honeypot ? { [inquiryHoneypotField]: honeypot } : {}),
      });
    };
    try {
      // Solved while the visitor typed; if not yet, it is finished now. Without it (the widget
      // could not load) the inquiry still goes, under the server's lower limits.
      try {
        await send(await (await loadedChallenge())?.payload());
      } catch (error) {
        // An expired or already used solution: once more with a fresh one, unnoticed.
        if (!refusedChallenge(error) || !challenge.current) throw error;
        challenge.current.renew();
        await send(await challenge.current.payload());
      }
      form.reset();
      setIdentifierIn({ name: false, content: false });
      setOutcome({ kind: 'success', email });
    } catch (error) {
      setFieldErrors(serverFieldErrors(error, messages));
      setOutcome({ kind: tooManyRequests(error) ? 'tooMany' : 'failure' });
    } finally {
      challenge.current?.renew();
      sendingNow.current = false;
      setSending(false);
    }
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const describedBy = (name: FieldName) =>
    [fieldErrors[name] && `${name}-error`, identifierIn[name as FreeTextField] && `${name}-identifier`].filter(Boolean).join(' ') ||
    undefined;
  // Always there, so screen readers announce the note when it appears (a live region added with its
  // text is often not read); empty, it takes no room (it shares a gapless box with its field).
  const identifierNote = (name: FreeTextField) => (
    <div aria-live="polite">
      {identifierIn[name] && (
        <p id={`${name}-identifier`} className={css.identifierNote}>
          {t('form.identifierWarning')}
        </p>
      )}
    </div>
  );
  const errorText = (name: FieldName) =>
    fieldErrors[name] ? (
      <p id={`${name}-error`} className={css.fieldError}>
        {fieldErrors[name]}
      </p>
    ) : null;
  const required = <span className={css.requiredMark}>({t('form.required')})</span>;
  const messengerHint =
    messengers.length > 0
      ? s('form.replyChannel.messengerHint').replace('{messengers}', messengers.map((m) => m.name).join(listSeparators[lang] ?? ', '))
      : null;

  return (
    <>
      <form className={css.form} onSubmit={onSubmit} aria-busy={sending} onFocus={startChallenge}>
        <div className={css.field}>
          <label className={css.label} htmlFor="inquiry-name">
            {t('form.name.label')}
            {required}
          </label>
          <div className={css.control}>
            <input
              id="inquiry-name"
              className={css.input}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={inquiryRules.nameMaxLength}
              placeholder={s('form.name.placeholder')}
              onInvalid={onInvalid}
              onInput={onFreeTextInput}
              aria-invalid={fieldErrors.name ? true : undefined}
              aria-describedby={describedBy('name')}
            />
            {identifierNote('name')}
          </div>
          {errorText('name')}
        </div>
        <div className={css.field}>
          <label className={css.label} htmlFor="inquiry-phone">
            {t('form.phone.label')}
            {required}
          </label>
          <input
            id="inquiry-phone"
            className={css.input}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            pattern={phonePattern}
            maxLength={11}
            placeholder={s('form.phone.placeholder')}
            onInvalid={onInvalid}
            onInput={onInput}
            aria-invalid={fieldErrors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
          />
          {errorText('phone')}
        </div>
        <div className={css.field}>
          <label className={css.label} htmlFor="inquiry-email">
            {t('form.email.label')}
            {required}
          </label>
          <input
            id="inquiry-email"
            className={css.input}
            name="email"
            type="email"
            autoComplete="email"
            required
            pattern={emailPattern}
            maxLength={inquiryRules.emailMaxLength}
            placeholder={s('form.email.placeholder')}
            onInvalid={onInvalid}
            onInput={onInput}
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          {errorText('email')}
        </div>
        <div className={css.field}>
          <label className={css.label} htmlFor="inquiry-reply-lang">
            {t('form.replyLang.label')}
          </label>
          <select id="inquiry-reply-lang" className={css.select} name="reply_lang" defaultValue={lang}>
            {languages.map((code) => (
              <option key={code} value={code} lang={languageTags[code]}>
                {languageNames[code]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t('form.replyChannel.legend')}</legend>
          <div className={css.choices}>
            {inquiryReplyChannels.map((channel) => (
              <label key={channel} className={css.choice}>
                <input
                  className={css.radio}
                  type="radio"
                  name="reply_channel"
                  value={channel}
                  defaultChecked={channel === 'email'}
                  aria-describedby={channel === 'messenger' && messengerHint ? 'inquiry-messenger-hint' : undefined}
                />
                <span>{t(`form.replyChannel.${channel}`)}</span>
              </label>
            ))}
          </div>
          {/* Shown by the stylesheet while "messenger" is chosen (before hydration too); a live region, so it is read out when it appears. */}
          {messengerHint && (
            <div aria-live="polite" className={css.messengerHintBox}>
              <p id="inquiry-messenger-hint" className={css.messengerHint}>
                {messengerHint}
              </p>
            </div>
          )}
        </fieldset>
        <div className={css.field}>
          <label className={css.label} htmlFor="inquiry-content">
            {t('form.content.label')}
            {required}
          </label>
          <div className={css.control}>
            <textarea
              id="inquiry-content"
              className={css.textarea}
              name="content"
              rows={inquiryRules.contentRows}
              required
              maxLength={inquiryRules.contentMaxLength}
              placeholder={s('form.placeholder')}
              onInvalid={onInvalid}
              onInput={onFreeTextInput}
              aria-invalid={fieldErrors.content ? true : undefined}
              aria-describedby={describedBy('content')}
            />
            {identifierNote('content')}
          </div>
          {errorText('content')}
        </div>
        <div className={css.field}>
          <p className={css.consentTitle} id="consent-title">
            {t('form.consent.title')}
          </p>
          <div className={css.consentBox} role="region" aria-labelledby="consent-title" tabIndex={0}>
            {t('form.consent.text')}
            {/* The same words as the privacy policy's (one text each, the template's). */}
            <p className={css.consentMore}>{shared.t('inquiry.retention')}</p>
            <p className={css.consentMore}>{shared.t('inquiry.identifiers')}</p>
          </div>
          <label className={css.checkRow}>
            <input
              className={css.checkbox}
              name="consent"
              type="checkbox"
              required
              onInvalid={onInvalid}
              onChange={onInput}
              aria-invalid={fieldErrors.consent ? true : undefined}
              aria-describedby={describedBy('consent')}
            />
            <span>{t('form.check')}</span>
          </label>
          {errorText('consent')}
        </div>
        <div className={css.honeypot} aria-hidden="true" inert>
          <label>
            {s('form.honeypot')}
            <input name={inquiryHoneypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {outcome && (
          <p ref={alertRef} tabIndex={-1} role="alert" className={outcome.kind === 'success' ? css.alertSuccess : css.alertFailure}>
            {outcome.kind === 'success' ? (
              <>
                {t('alert.success')}
                <span className={css.alertMore}>{s('form.confirmationSent').replace('{email}', outcome.email)}</span>
              </>
            ) : outcome.kind === 'tooMany' ? (
              l('alert.tooMany')
            ) : (
              t('alert.failure')
            )}
          </p>
        )}
        <button className={page.primaryButton} type="submit" disabled={!hydrated || sending} aria-disabled={sending}>
          {sending ? t('form.sending') : t('form.button')}
        </button>
        {/* Until the page is hydrated (for good, without JavaScript) sending cannot work: say so. */}
        {!hydrated && <p className={css.noscript}>{l('form.noscript')}</p>}
        <LoadingOverlay show={sending} label={s('form.sending')} />
      </form>
      {/* Outside the form: its checkbox must never hold up the browser's own validation of the form. */}
      {hydrated && (interacted || focused) ? (
        <Suspense fallback={<div className={css.challenge} />}>
          <InquiryChallenge
            lang={lang}
            texts={challengeTexts}
            handle={challenge}
            wanted={challengeWanted}
            onReady={widgetArrived.current.resolve}
          />
        </Suspense>
      ) : (
        // The widget's box before it loads, so nothing under the form moves when it arrives.
        <div className={css.challenge} />
      )}
    </>
  );
}

/** Over a limit (HTTP 429): the form says so, with the phone number. */
const tooManyRequests = (error: unknown) => trpcErrorData(error)?.httpStatus === 429;

/** The solved challenge was refused (expired, already used): worth one more try with a new one. */
const refusedChallenge = (error: unknown) =>
  ((trpcErrorData(error)?.fields as { field: string }[] | undefined) ?? []).some((f) => f.field === 'altcha');

/** The server's per-field errors (HTTP 400), each shown in the visitor's language at its field. */
function serverFieldErrors(error: unknown, messages: Record<FieldName, string>): Partial<Record<FieldName, string>> {
  const fields = (trpcErrorData(error)?.fields as { field: string }[] | undefined) ?? [];
  const result: Partial<Record<FieldName, string>> = {};
  for (const { field } of fields) if (field in messages) result[field as FieldName] = messages[field as FieldName];
  return result;
}
