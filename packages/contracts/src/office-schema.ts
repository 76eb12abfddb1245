import { z } from 'zod';
import { calendarDate, storableText } from './storable.js';
import { type TranslationLanguage, translationLanguages } from './languages.js';
import { messengerKinds, type OfficeDetails, officeListLimits, officeTextLimits } from './office.js';

/**
 * What an admin may enter as the office's details (console: 사무소 정보). Every string is
 * bounded and storable, so what passes is stored as given and shown on every page; a refusal names
 * its field (`address.en`, `closures.2.to`).
 */

const line = (max: number) =>
  storableText()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });
const requiredLine = (max: number, error: string) => line(max).min(1, { error });
const optionalLine = (max: number) =>
  line(max)
    .optional()
    .transform((value) => value || undefined);

/** Korean required (the site's source language), the others optional: a missing one falls back to English, then Korean. */
const localizedLine = (max: number, requiredError?: string) =>
  z.strictObject({
    ko: requiredError ? requiredLine(max, requiredError) : line(max),
    ...(Object.fromEntries(translationLanguages.map((lang) => [lang, optionalLine(max)])) as Record<
      TranslationLanguage,
      ReturnType<typeof optionalLine>
    >),
  });

const koreanPhone = /^(0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4})$/;
const phone = (error: string) => z.string().trim().regex(koreanPhone, { error });

const email = z
  .email({ error: 'must be an e-mail address' })
  .max(officeTextLimits.email, { error: `must be at most ${officeTextLimits.email} characters` });

/** schema.org `openingHours`: `Mo-Fr 09:00-18:00`, `Sa 10:00-14:00`, `Mo,We 09:00-12:00`. */
const day = '(Mo|Tu|We|Th|Fr|Sa|Su)';
const openingHoursPattern = new RegExp(`^${day}([-,]${day})* ([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-4]):[0-5]\\d$`);

const closure = z
  .strictObject({
    from: calendarDate('must be a date (YYYY-MM-DD)'),
    to: calendarDate('must be a date (YYYY-MM-DD)'),
    note: localizedLine(officeTextLimits.closureNote).nullable().default(null),
  })
  .refine((c) => c.from <= c.to, { error: 'must not be before the first day', path: ['to'] });

/** A link a visitor's phone opens in the messenger: https only (no `javascript:`, no plain http). */
const messengerUrl = z
  .url({ protocol: /^https$/, error: 'must be an https:// link' })
  .max(officeTextLimits.messengerUrl, { error: `must be at most ${officeTextLimits.messengerUrl} characters` });

export const officeDetailsInput = z.strictObject({
  name: localizedLine(officeTextLimits.name, 'enter the office name in Korean'),
  representative: localizedLine(officeTextLimits.representative),
  businessNumber: z
    .string()
    .trim()
    .regex(/^(\d{3}-\d{2}-\d{5})?$/, { error: 'must be a business registration number such as 312-86-04127' }),
  licenceNumber: localizedLine(officeTextLimits.licenceNumber),
  address: localizedLine(officeTextLimits.address, 'enter the address in Korean'),
  postalCode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, { error: 'must be a five-digit postal code' }),
  postalAddress: z.strictObject({
    streetAddress: z.strictObject({ ko: line(officeTextLimits.streetAddress), en: line(officeTextLimits.streetAddress) }),
    locality: z.strictObject({ ko: line(officeTextLimits.locality), en: line(officeTextLimits.locality) }),
    region: z.strictObject({ ko: line(officeTextLimits.region), en: line(officeTextLimits.region) }),
  }),
  phone: phone('must be a Korean phone number such as 041-357-2480'),
  fax: phone('must be a Korean phone number such as 041-357-2481').nullable().default(null),
  email,
  hours: localizedLine(officeTextLimits.hours),
  openingHours: z
    .array(z.string().trim().regex(openingHoursPattern, { error: 'must look like Mo-Fr 09:00-18:00' }))
    .max(officeListLimits.openingHours, { error: `at most ${officeListLimits.openingHours} lines` }),
  closures: z.array(closure).max(officeListLimits.closures, { error: `at most ${officeListLimits.closures} closures` }),
  messengers: z
    .array(z.strictObject({ kind: z.enum(messengerKinds, { error: `must be one of ${messengerKinds.join(', ')}` }), url: messengerUrl }))
    .max(officeListLimits.messengers, { error: `at most ${officeListLimits.messengers} messengers` }),
  geo: z.strictObject({
    // Korea and its islands: a marker elsewhere is a typo (a swapped latitude and longitude).
    lat: z.number().min(33, { error: 'must be between 33 and 39 (Korea)' }).max(39, { error: 'must be between 33 and 39 (Korea)' }),
    lng: z.number().min(124, { error: 'must be between 124 and 132 (Korea)' }).max(132, { error: 'must be between 124 and 132 (Korea)' }),
  }),
  privacyOfficer: z.strictObject({
    name: localizedLine(officeTextLimits.privacyOfficerName),
    position: localizedLine(officeTextLimits.privacyOfficerPosition),
    email: z.union([z.literal(''), email]),
    phone: z.union([z.literal(''), phone('must be a Korean phone number such as 041-357-2480')]),
  }),
}) satisfies z.ZodType<OfficeDetails, unknown>;

export type OfficeDetailsInput = z.input<typeof officeDetailsInput>;
