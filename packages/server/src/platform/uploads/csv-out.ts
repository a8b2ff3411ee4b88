/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell that a spreadsheet would evaluate when the file is
 * opened. Leading = + - @ (optionally behind a tab or CR) count only when formula-like text follows, so phone
 * numbers (+90 …), negative numbers (-5), bullet text (- ok) and mentions (@john) pass.
 */
export function formulaInjection(cell: string): boolean {
  const s = cell.replace(/^[\t\r]+/, '');
  const first = s[0];
  const rest = s.slice(1);
  if (first === '=') return /^\S/.test(rest);
  if (first !== '+' && first !== '-' && first !== '@') return false;
  return (
    // a function call: +SUM(…), @HYPERLINK(…)
    /^\s*[A-Za-z_][\w.]*\s*\(/.test(rest) ||
    // a cell reference: +A1, -$B$2
    /^\$?[A-Za-z]{1,3}\$?\d+\b/.test(rest) ||
    // another operator right after: +=…, -@…
    /^[=@]/.test(rest) ||
    // dynamic data exchange anywhere in the cell: -2+3+cmd|' /C calc'!A0
    /[A-Za-z_][\w.]*\s*\|.*!/.test(rest)
  );
}

const needsQuotes = /[",\r\n]|^\s|\s$/;
/**
 * On export every cell a spreadsheet might read as a formula is escaped, not only the formula-like ones the import
 * check refuses: spreadsheets differ in what they evaluate (`= HYPERLINK(…)` with a space is one), and OWASP
 * advises escaping the whole class. A number like -5 then reads back as the text '-5, which is the safe side.
 */
const formulaStart = /^[=+\-@\t\r]/;

function field(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * RFC 4180 (comma, CRLF, quotes doubled). Cells starting with = + - @ tab or CR get a leading `'` so a spreadsheet shows them as text.
 * `bom` prefixes a UTF-8 byte order mark, which Excel needs to read Turkish characters correctly.
 */
export function toCsv(columns: string[], rows: string[][], options: { bom?: boolean } = {}): string {
  const lines = [columns, ...rows].map((row) => row.map(field).join(','));
  return (options.bom ? '\uFEFF' : '') + lines.join('\r\n') + '\r\n';
}
