/** A cell Excel (or another spreadsheet) would run as a formula if it started the text. */
const formulaStart = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null;

/**
 * One cell, RFC 4180: quoted when it holds a quote, comma or line break (quotes doubled). Text that
 * a spreadsheet would take for a formula gets a leading apostrophe (OWASP's CSV injection defence),
 * so a visitor's "=HYPERLINK(…)" stays text.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV document as Excel in Korea opens it correctly: UTF-8 with a byte order mark (without it,
 * Excel reads CP949 and Korean turns to mojibake), CRLF after every record.
 */
export function csvDocument(header: string[], rows: CsvValue[][]): Buffer {
  const records = [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`);
  return Buffer.from(`\uFEFF${records.join('')}`, 'utf8');
}
