/** A cell a spreadsheet would run as a formula: it begins with =, +, -, @, a tab or a carriage return. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text that a
 * spreadsheet would take for a formula gets a leading apostrophe (OWASP "CSV injection"): an e-mail
 * address or a name typed by a visitor must never run in an operator's spreadsheet. Numbers stay numbers.
 */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** CSV lines of rows, each ended by CRLF as RFC 4180 asks. */
export function csvLines(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** CSV text of a header and its rows. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return csvLines([header, ...rows]);
}
