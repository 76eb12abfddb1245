/**
 * The inquiry form's rules (docs/product.md#the-inquiry-form), enforced the same way in the browser and on the server.
 * Each rule carries a stable code so the web app can show the message in the visitor's language.
 */
export const inquiryRules = {
  phonePattern: /^[0-9]{10,11}$/,
  /** local part, @, domain, and a top-level domain of two or more letters. */
  emailPattern: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/,
  nameMaxLength: 100,
  emailMaxLength: 254,
  contentMaxLength: 5000,
  contentRows: 4,
} as const;

/** How a visitor would like to be answered (decision 0045): the inbox shows it, staff answer so. */
export const inquiryReplyChannels = ['email', 'phone', 'messenger'] as const;
export type InquiryReplyChannel = (typeof inquiryReplyChannels)[number];
/** The channels as staff read them (the inbox, the CSV). */
export const inquiryReplyChannelKoreanLabels: Record<InquiryReplyChannel, string> = { email: '이메일', phone: '전화', messenger: '메신저' };

/**
 * Confirmation e-mails to one address in a day, at most: past it an inquiry is still received, but
 * the address gets no more mail from the form (so the form cannot be used to flood someone's mailbox).
 */
export const confirmationsPerAddressPerDay = 3;

/**
 * Version of the consent text the form shows; stored with each inquiry (PIPA art. 15). 2026-12-01:
 * the retention counted from closing or the last activity, and the numbers never kept (decision 0041).
 */
export const currentConsentVersion = '2026-12-01';
