/**
 * The inquiry form's spam defence, shared by the server, the website and the console: the honeypot
 * field's name, the challenge's shape, and the reasons a submission is refused.
 */

/** The honeypot: a field people never see or reach; anything in it refuses the inquiry. */
export const inquiryHoneypotField = 'website';

/** Where a REST client (and the website's widget) fetches a proof-of-work challenge. */
export const inquiryChallengePath = '/api/common/inquiry/challenge';

/** Why a submission was refused (counted per hour for the console). */
export const inquiryRefusalReasons = [
  'honeypot',
  'challenge_invalid',
  'challenge_expired',
  'challenge_reused',
  'unverified_limit',
  'address_limit',
  'global_limit',
] as const;
export type InquiryRefusalReason = (typeof inquiryRefusalReasons)[number];

export type InquiryRefusalCounts = Record<'last24Hours' | 'last7Days', Record<InquiryRefusalReason, number>>;
