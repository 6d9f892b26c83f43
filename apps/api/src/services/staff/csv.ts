/**
 * CSV lines (RFC 4180: fields quoted when they hold a comma, a quote or a line break, quotes doubled). A cell
 * that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) is prefixed with
 * `'` (OWASP "CSV injection"), so free text typed on the public site cannot run in a staff member's spreadsheet.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]): string => cells.map(csvCell).join(',');

/** A CSV export as the console downloads it. */
export interface CsvFile {
  fileName: string;
  csv: string;
}
