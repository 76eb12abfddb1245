import { type LanguageCode, languageCodes } from './languages.js';

/**
 * The office's own details: entered once by an admin in the console (issue 25, decision 0038),
 * stored as one row, and read by every page (footer, contact, map, JSON-LD), the 503 page, the
 * limits' messages and the e-mails. Zod-free (the browser reads the view); the schema that checks
 * what an admin enters is `officeDetailsInput` in office-schema.ts.
 */

/** A text in Korean and, where the office gave one, in other languages (a missing one falls back: see `localized`). */
export type LocalizedText = { ko: string } & Partial<Record<Exclude<LanguageCode, 'ko'>, string>>;

/** Messenger channels foreign residents use; the console offers these, each a link the site shows. */
export const messengerKinds = ['kakao', 'zalo', 'line', 'telegram', 'whatsapp', 'wechat', 'viber'] as const;
export type MessengerKind = (typeof messengerKinds)[number];

/** The name each messenger goes by, in every language alike (they are brands). */
export const messengerNames: Record<MessengerKind, string> = {
  kakao: 'KakaoTalk',
  zalo: 'Zalo',
  line: 'LINE',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  wechat: 'WeChat',
  viber: 'Viber',
};

export interface OfficeClosure {
  /** First and last closed day, YYYY-MM-DD in the office's time zone. */
  from: string;
  to: string;
  /** Why (e.g. "Chuseok"), shown beside the dates. */
  note: LocalizedText | null;
}

export interface OfficeDetails {
  name: LocalizedText;
  representative: LocalizedText;
  /** 사업자등록번호, e.g. 312-86-04127. */
  businessNumber: string;
  /** 행정사 업무신고번호, as each language writes it (제2019-충남-0412호, 2019-Chungnam-0412). */
  licenceNumber: LocalizedText;
  /** The address as people read it, one line per language. */
  address: LocalizedText;
  postalCode: string;
  /** The address in parts, for search engines (schema.org PostalAddress): Korean and English. */
  postalAddress: {
    streetAddress: { ko: string; en: string };
    locality: { ko: string; en: string };
    region: { ko: string; en: string };
  };
  /** Korean notation: 041-357-2480, 010-1234-5678 or 1588-1234. */
  phone: string;
  fax: string | null;
  email: string;
  /** Opening hours as people read them. */
  hours: LocalizedText;
  /** The same for search engines, schema.org notation: `Mo-Fr 09:00-18:00`. */
  openingHours: string[];
  closures: OfficeClosure[];
  messengers: Array<{ kind: MessengerKind; url: string }>;
  /** Where the map's marker stands (the spec's map: about 36.89 N, 126.63 E, zoom 15). */
  geo: { lat: number; lng: number };
  /** The privacy officer PIPA art. 31 asks an office to name. */
  privacyOfficer: { name: LocalizedText; position: LocalizedText; email: string; phone: string };
}

/** How long each detail may be, in characters: the API refuses longer, the console's inputs stop there. */
export const officeTextLimits = {
  name: 80,
  representative: 40,
  licenceNumber: 60,
  address: 200,
  streetAddress: 120,
  locality: 60,
  region: 60,
  hours: 300,
  closureNote: 80,
  messengerUrl: 300,
  privacyOfficerName: 40,
  privacyOfficerPosition: 60,
  email: 254,
} as const;

/** How many lines each list of details may hold. */
export const officeListLimits = { openingHours: 14, closures: 60, messengers: messengerKinds.length } as const;

/** The spec's map zoom (docs/product.md#pages). */
export const officeMapZoom = 15;

/** Where the map stands before an admin has placed the office: the spec's fixed coordinate. */
export const defaultOfficeGeo = { lat: 36.89, lng: 126.63 } as const;

/** How long an inquiry is kept after it is closed unless INQUIRY_RETENTION_DAYS says otherwise; the consent text states the same. */
export const defaultInquiryRetentionDays = 365;

/** A fresh database's details: empty, so nothing fictional reaches a real office's pages (the console's checklist asks for them). */
export const emptyOfficeDetails: OfficeDetails = {
  name: { ko: '' },
  representative: { ko: '' },
  businessNumber: '',
  licenceNumber: { ko: '' },
  address: { ko: '' },
  postalCode: '',
  postalAddress: { streetAddress: { ko: '', en: '' }, locality: { ko: '', en: '' }, region: { ko: '', en: '' } },
  phone: '',
  fax: null,
  email: '',
  hours: { ko: '' },
  openingHours: [],
  closures: [],
  messengers: [],
  geo: defaultOfficeGeo,
  privacyOfficer: { name: { ko: '' }, position: { ko: '' }, email: '', phone: '' },
};

/** True once an admin has entered at least what every page shows: the name, address, phone and e-mail. */
export const officeDetailsComplete = (details: OfficeDetails) =>
  Boolean(details.name.ko && details.address.ko && details.phone && details.email);

/** A text in `lang`: its own, else English (read by more foreign residents than Korean), else Korean. */
export function localized(text: LocalizedText, lang: LanguageCode): string {
  return text[lang] || text.en || text.ko;
}

/** +82 notation of a Korean number: 041-357-2480 → +82-41-357-2480; 1588-1234 → +82-1588-1234. */
export function internationalPhone(phone: string): string {
  if (!phone) return '';
  return `+82-${phone.startsWith('0') ? phone.slice(1) : phone}`;
}

/** What a page in one language shows of the office. */
export interface OfficeView {
  lang: LanguageCode;
  name: string;
  representative: string;
  businessNumber: string;
  licenceNumber: string;
  address: string;
  /** The Korean address, which a foreign visitor shows a taxi driver. */
  addressKo: string;
  postalCode: string;
  postalAddress: { streetAddress: string; locality: string; region: string };
  phone: string;
  phoneInternational: string;
  fax: string | null;
  email: string;
  hours: string;
  openingHours: string[];
  closures: Array<{ from: string; to: string; note: string | null }>;
  messengers: Array<{ kind: MessengerKind; url: string; name: string }>;
  geo: { lat: number; lng: number };
  mapZoom: number;
  privacyOfficer: { name: string; position: string; email: string; phone: string };
}

export function officeView(details: OfficeDetails, lang: LanguageCode): OfficeView {
  const part = (text: { ko: string; en: string }) => (lang === 'ko' ? text.ko : text.en || text.ko);
  return {
    lang,
    name: localized(details.name, lang),
    representative: localized(details.representative, lang),
    businessNumber: details.businessNumber,
    licenceNumber: localized(details.licenceNumber, lang),
    address: localized(details.address, lang),
    addressKo: details.address.ko,
    postalCode: details.postalCode,
    postalAddress: {
      streetAddress: part(details.postalAddress.streetAddress),
      locality: part(details.postalAddress.locality),
      region: part(details.postalAddress.region),
    },
    phone: details.phone,
    phoneInternational: internationalPhone(details.phone),
    fax: details.fax,
    email: details.email,
    hours: localized(details.hours, lang),
    openingHours: details.openingHours,
    closures: details.closures.map(({ from, to, note }) => ({ from, to, note: note ? localized(note, lang) : null })),
    messengers: details.messengers.map((m) => ({ ...m, name: messengerNames[m.kind] })),
    geo: details.geo,
    mapZoom: officeMapZoom,
    privacyOfficer: {
      name: localized(details.privacyOfficer.name, lang),
      position: localized(details.privacyOfficer.position, lang),
      email: details.privacyOfficer.email,
      phone: details.privacyOfficer.phone,
    },
  };
}

// --- Placeholders in page texts -----------------------------------------------------------------

/**
 * What a page text may name instead of writing a detail out: `{office.phone}` in a text is the
 * phone the admin entered, in every language and on every page, so no text goes stale when the
 * office moves or changes its number. The console refuses a text naming anything else.
 */
export const officePlaceholders = {
  name: (v: OfficeView) => v.name,
  representative: (v: OfficeView) => v.representative,
  businessNumber: (v: OfficeView) => v.businessNumber,
  licenceNumber: (v: OfficeView) => v.licenceNumber,
  address: (v: OfficeView) => v.address,
  addressKo: (v: OfficeView) => v.addressKo,
  postalCode: (v: OfficeView) => v.postalCode,
  phone: (v: OfficeView) => v.phone,
  fax: (v: OfficeView) => v.fax ?? '',
  email: (v: OfficeView) => v.email,
  hours: (v: OfficeView) => v.hours,
  'privacyOfficer.name': (v: OfficeView) => v.privacyOfficer.name,
  'privacyOfficer.position': (v: OfficeView) => v.privacyOfficer.position,
  'privacyOfficer.email': (v: OfficeView) => v.privacyOfficer.email,
  'privacyOfficer.phone': (v: OfficeView) => v.privacyOfficer.phone,
} as const satisfies Record<string, (view: OfficeView) => string>;
export type OfficePlaceholder = keyof typeof officePlaceholders;
export const officePlaceholderNames = Object.keys(officePlaceholders) as OfficePlaceholder[];

/** `{office.<name>}`: only braces opening with `office.` are placeholders; other braces in a text are left alone. */
const placeholderPattern = /\{office\.([^{}\s]*)\}/g;

const isOfficePlaceholder = (name: string): name is OfficePlaceholder => Object.hasOwn(officePlaceholders, name);

/** The placeholders a text names that do not exist (the console refuses such a text). */
export function unknownOfficePlaceholders(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((m) => m[1]!).filter((name) => !isOfficePlaceholder(name));
}

/** The text with each `{office.…}` replaced by the office's detail in the view's language. */
export function fillOfficePlaceholders(text: string, view: OfficeView): string {
  if (!text.includes('{office.')) return text;
  return text.replace(placeholderPattern, (whole, name: string) => (isOfficePlaceholder(name) ? officePlaceholders[name](view) : whole));
}

/** Every language's view at once (the texts service fills each language's column with its own). */
export const officeViews = (details: OfficeDetails) =>
  Object.fromEntries(languageCodes.map((lang) => [lang, officeView(details, lang)])) as Record<LanguageCode, OfficeView>;
