/**
 * Why the API refused a change it understood (decision 0014): one code per refusal staff can meet,
 * sent as `problem` in tRPC's `data` and in the console upload routes' error body. The console
 * words each in Korean, and its table of wordings is typed by this list, so a new code does not
 * compile until the console can say it.
 */
export const domainErrorCodes = [
  /** A post, attachment, text, inquiry or staff account that is not (or no longer) there. */
  'not_found',
  // Staff accounts and passwords.
  'email_taken',
  /** With `reason`: which password rule was broken (one of `staffPasswordProblems`). */
  'weak_password',
  'wrong_current_password',
  'last_admin',
  'own_account',
  // Second factors (decision 0040).
  /** A wrong, expired or already used code (app or recovery) at the second step or at enrolment. */
  'wrong_code',
  /** A passkey answer that did not verify (another site, an expired challenge, an unknown key). */
  'passkey_refused',
  /** An authenticator app is already set up: remove it before setting up another. */
  'factor_exists',
  /** Removing this factor would leave an account that must have one without any. */
  'last_factor',
  /** Requiring a second factor of everyone, by an admin who has none yet (it would lock them out at once). */
  'no_own_factor',
  // Posts and their files.
  'category_on_notice',
  'thumbnail_gone',
  'not_a_library_item',
  'too_many_attachments',
  'unsupported_type',
  'unreadable',
  'too_large',
  /**
   * A long text (a body, a main-task content, a page text) over its size limit, with `reason`: which
   * limit (one of `contentSizeLimits`' names).
   */
  'text_too_large',
  /** A schedule that cannot be carried out, with `reason`: one of `scheduleProblems` (decision 0046). */
  'invalid_schedule',
  // The website's texts.
  'text_key_exists',
  'text_key_in_use',
  'korean_text_required',
  /** Switching Korean off: the source language is always offered (decision 0043). */
  'source_language',
  // Deleted posts and redirects (decision 0047).
  /**
   * A post that was deleted: its id is remembered, unlike one that never existed. Not found to tRPC
   * clients; its page and its REST path answer 410 Gone.
   */
  'post_deleted',
  /** Another redirect has this from-path already. */
  'redirect_exists',
  /**
   * A redirect that would send visitors on to another redirect, or back (a chain or a loop), with
   * `reason`: `to_redirected` (its to-path is another's from-path) or `from_is_target` (another
   * redirect sends visitors to its from-path).
   */
  'redirect_chain',
  // Previews (decision 0050).
  /** More previews in the hour than one staff member may make (`previewsPerStaffPerHour`), with `retryAfterSeconds`. */
  'too_many_previews',
  // Revisions (decision 0049).
  /** Restoring a revision kept for another post, language, text or main-task content than the one named. */
  'revision_of_another_subject',
  // The inquiry inbox.
  'invalid_transition',
] as const;
export type DomainErrorCode = (typeof domainErrorCodes)[number];
