/**
 * The editor's HTML made into what the website renders well. Tiptap writes tables as
 * `<table style="min-width…"><colgroup>…</colgroup><tbody>` with every cell's text in a `<p>` and
 * `colspan="1" rowspan="1"` on each; a table whose first row is all headers loses its `<thead>`.
 * The server's sanitizer drops the styles and column groups anyway; this puts the header row back
 * in a `<thead>` with `scope="col"` (what screen readers announce), gives row headers
 * `scope="row"`, and unwraps a cell's single paragraph so cells have no paragraph margins.
 * Anything without a table comes back unchanged.
 */
export function tidyEditorHtml(html: string): string {
  if (!/<table\b/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const table of Array.from(doc.body.querySelectorAll('table'))) {
    table.removeAttribute('style');
    table.querySelectorAll('colgroup').forEach((group) => group.remove());
    for (const cell of Array.from(table.querySelectorAll('th, td'))) {
      if (cell.getAttribute('colspan') === '1') cell.removeAttribute('colspan');
      if (cell.getAttribute('rowspan') === '1') cell.removeAttribute('rowspan');
      cell.removeAttribute('style');
      const only = cell.children.length === 1 && cell.firstElementChild?.tagName === 'P' ? cell.firstElementChild : null;
      if (only && cell.childNodes.length === 1) only.replaceWith(...Array.from(only.childNodes));
    }
    const rows = Array.from(table.querySelectorAll('tr'));
    const first = rows[0];
    const headerRow = first && first.cells.length > 0 && Array.from(first.cells).every((cell) => cell.tagName === 'TH');
    if (first && headerRow && !table.tHead) {
      const head = doc.createElement('thead');
      head.append(first);
      table.prepend(head);
    }
    for (const row of rows) {
      const inHead = row.parentElement?.tagName === 'THEAD';
      for (const cell of Array.from(row.cells)) {
        if (cell.tagName === 'TH' && !cell.hasAttribute('scope')) cell.setAttribute('scope', inHead ? 'col' : 'row');
      }
    }
  }
  return doc.body.innerHTML;
}
