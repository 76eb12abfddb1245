import { translationLanguages } from '@office/contracts/browser';
import type { LocalizedText, MessengerKind, OfficeClosure, OfficeDetails } from '@office/contracts';
import { createContext, useContext } from 'react';
import { formText } from '../../lib/form-data';
import { officeFieldLabel, officeFieldProblem } from '../../lib/office-field-wordings';

/*
 * The office form's inputs are named by the server's field paths (`address.en`, `closures.2.to`),
 * so a refusal names its input directly: the form is read from its FormData by those names, and
 * each problem is shown beside the input of the same name.
 */

/** The input's id (and its hint's and problem's), from its name: `closures.2.to` → `office-closures-2-to`. */
export const fieldId = (name: string) => `office-${name.replaceAll('.', '-')}`;
export const problemId = (name: string) => `${fieldId(name)}-problem`;

/** One refused input: its name, what the form calls it, and why (Korean). */
export interface FieldProblem {
  name: string;
  label: string;
  text: string;
}

/** What every input of the form reads: whether it may be changed, and the problem of the last save. */
export interface OfficeFormState {
  readOnly: boolean;
  problemOf: (name: string) => string | undefined;
}

export const OfficeFormContext = createContext<OfficeFormState>({ readOnly: true, problemOf: () => undefined });
export const useOfficeForm = () => useContext(OfficeFormContext);

/** A closure or messenger row: a key of its own (rows are added and removed) and what it held when loaded. */
export interface Row<T> {
  key: number;
  initial: T | null;
}
let nextRowKey = 0;
export const rowsOf = <T>(items: readonly T[]): Array<Row<T>> => items.map((initial) => ({ key: nextRowKey++, initial }));
export const newRow = <T>(): Row<T> => ({ key: nextRowKey++, initial: null });

/** A number input's value: '' is not 0 but no number (the server says the field must be one). */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The text in every language the form has an input for; an empty translation is left out (it falls back). */
function localizedOf(data: FormData, base: string): LocalizedText {
  const text: LocalizedText = { ko: formText(data, `${base}.ko`) };
  for (const lang of translationLanguages) {
    const value = formText(data, `${base}.${lang}`);
    if (value.trim()) text[lang] = value;
  }
  return text;
}

const koreanAndEnglish = (data: FormData, base: string) => ({ ko: formText(data, `${base}.ko`), en: formText(data, `${base}.en`) });

/**
 * The details as the form holds them, for `office.update`, and where each opening-hours line sent
 * stands in the textarea (empty lines are not sent), to say which line a refusal is about.
 */
export function readOfficeForm(
  data: FormData,
  rows: { closures: number; messengers: number },
): { details: OfficeDetails; openingHoursLines: number[] } {
  const hoursLines = formText(data, 'openingHours').split(/\r?\n/);
  const openingHoursLines = hoursLines.flatMap((line, index) => (line.trim() ? [index + 1] : []));
  const closures = Array.from({ length: rows.closures }, (_, i): OfficeClosure => {
    const note = localizedOf(data, `closures.${i}.note`);
    const noted = Object.values(note).some((value) => value.trim());
    return { from: formText(data, `closures.${i}.from`), to: formText(data, `closures.${i}.to`), note: noted ? note : null };
  });
  const messengers = Array.from({ length: rows.messengers }, (_, i) => ({
    // The select offers only the kinds; the server refuses anything else.
    kind: formText(data, `messengers.${i}.kind`) as MessengerKind,
    url: formText(data, `messengers.${i}.url`),
  }));
  const fax = formText(data, 'fax').trim();
  return {
    details: {
      name: localizedOf(data, 'name'),
      representative: localizedOf(data, 'representative'),
      businessNumber: formText(data, 'businessNumber'),
      licenceNumber: localizedOf(data, 'licenceNumber'),
      address: localizedOf(data, 'address'),
      postalCode: formText(data, 'postalCode'),
      postalAddress: {
        streetAddress: koreanAndEnglish(data, 'postalAddress.streetAddress'),
        locality: koreanAndEnglish(data, 'postalAddress.locality'),
        region: koreanAndEnglish(data, 'postalAddress.region'),
      },
      phone: formText(data, 'phone'),
      fax: fax || null,
      email: formText(data, 'email'),
      hours: localizedOf(data, 'hours'),
      openingHours: openingHoursLines.map((line) => hoursLines[line - 1]!),
      closures,
      messengers,
      geo: { lat: numberOf(formText(data, 'geo.lat')), lng: numberOf(formText(data, 'geo.lng')) },
      privacyOfficer: {
        name: localizedOf(data, 'privacyOfficer.name'),
        position: localizedOf(data, 'privacyOfficer.position'),
        email: formText(data, 'privacyOfficer.email'),
        phone: formText(data, 'privacyOfficer.phone'),
      },
    },
    openingHoursLines,
  };
}

/** The Korean texts the form asks for besides what the server requires: a page in any language falls back to them. */
const koreanRequired = ['name.ko', 'representative.ko', 'address.ko', 'hours.ko'] as const;

/** What the form refuses before sending: an empty Korean text (the server requires only the name and the address). */
export function missingKorean(details: OfficeDetails): FieldProblem[] {
  const values: Record<(typeof koreanRequired)[number], string> = {
    'name.ko': details.name.ko,
    'representative.ko': details.representative.ko,
    'address.ko': details.address.ko,
    'hours.ko': details.hours.ko,
  };
  return koreanRequired
    .filter((name) => !values[name].trim())
    .map((name) => ({ name, label: officeFieldLabel(name), text: '한국어로 입력해 주세요. 다른 언어가 비어 있으면 한국어가 보입니다.' }));
}

/**
 * The server's refused fields as the form's problems, one per input: the opening-hours lines
 * (`openingHours.3`) are one textarea, whose problem names the lines as the admin counts them.
 */
export function problemsOf(refused: Array<{ field: string; code: string | undefined }>, openingHoursLines: number[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const badLines: number[] = [];
  let linesWording = '';
  for (const { field, code } of refused) {
    const line = /^openingHours\.(\d+)$/.exec(field);
    if (line) {
      badLines.push(openingHoursLines[Number(line[1])] ?? Number(line[1]) + 1);
      linesWording = officeFieldProblem(field, code);
      continue;
    }
    if (problems.some((problem) => problem.name === field)) continue;
    problems.push({ name: field, label: officeFieldLabel(field), text: officeFieldProblem(field, code) });
  }
  if (badLines.length) {
    problems.push({
      name: 'openingHours',
      label: officeFieldLabel('openingHours'),
      text: `${badLines.join(', ')}번째 줄이 형식에 맞지 않습니다. ${linesWording}`,
    });
  }
  return problems;
}
