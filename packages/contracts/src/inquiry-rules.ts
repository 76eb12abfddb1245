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

/**
 * Version of the consent text the form shows; stored with each inquiry (PIPA art. 15). 2026-12-01:
 * the retention counted from closing or the last activity, and the numbers never kept (decision 0041).
 */
export const currentConsentVersion = '2026-12-01';
