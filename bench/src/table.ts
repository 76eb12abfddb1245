/** What the bench printed through `print` and `printTable`, in order: what it writes to docs/performance-results.md. */
const printed: string[] = [];

/** Prints a line (Markdown) and keeps it for the report. */
export function print(text = '') {
  console.log(text);
  printed.push(text);
}

/** What was printed so far, as one Markdown text. */
export const printedReport = () => printed.join('\n');

/** Prints rows as a Markdown table. */
export function printTable(rows: Array<Record<string, string | number>>) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  // Hangul takes two columns in a terminal.
  const width = (text: string) => [...text].reduce((n, ch) => n + (ch.codePointAt(0)! >= 0x1100 ? 2 : 1), 0);
  const pad = (text: string, to: number, left: boolean) =>
    left ? ' '.repeat(to - width(text)) + text : text + ' '.repeat(to - width(text));
  const cell = (row: Record<string, string | number>, column: string) => String(row[column] ?? '');
  const widths = columns.map((c) => Math.max(width(c), ...rows.map((r) => width(cell(r, c)))));
  const line = (cells: string[]) => `| ${cells.map((text, i) => pad(text, widths[i]!, i !== 0)).join(' | ')} |`;
  print(line(columns));
  print(`|${widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|')}|`);
  for (const row of rows) print(line(columns.map((c) => cell(row, c))));
}
