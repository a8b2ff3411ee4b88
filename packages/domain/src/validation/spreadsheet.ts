/**
 * Spreadsheet formula injection ("CSV injection") is a property of the file we write, not of the text we store: a
 * tweet starting "@united (1/2)" is ordinary text in the database and in a program reading a CSV, and only a
 * spreadsheet opening a CSV might run it as a formula. So imports keep every text as it is, and every CSV writer
 * (server exports, failed rows, the web's category file) escapes cells with the one function below.
 *
 * What a spreadsheet evaluates in a CSV: a text starting with `=`, `+`, `-` or `@`, or with a tab or carriage return
 * (which some spreadsheets skip before one of those). A number (`-31.1`, `+5`, `1e3`, Turkish `-3,5`) is read as a
 * number, never run, so it is written as it is. An XLSX cell holding text is never evaluated: XLSX needs no escape.
 */

/** How a CSV is written: for a spreadsheet (formula-like texts escaped) or raw (exactly the stored text, for programs). */
export const csvStyles = ['EXCEL', 'RAW'] as const;
export type CsvStyle = (typeof csvStyles)[number];

const numberText = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;
const evaluatedStart = /^[=+\-@\t\r]/;

/** Whether a spreadsheet opening a CSV would evaluate this text as a formula (numbers are read as numbers). */
export function spreadsheetWouldEvaluate(text: string): boolean {
  return evaluatedStart.test(text) && !numberText.test(text);
}

/** The text for a CSV that a spreadsheet will open: a leading `'` before what it would evaluate, else unchanged. */
export function escapeForSpreadsheet(text: string): string {
  return spreadsheetWouldEvaluate(text) ? `'${text}` : text;
}

/** Undoes `escapeForSpreadsheet` when a file we wrote is read back (an `'` before anything else is kept). */
export function unescapeSpreadsheet(text: string): string {
  return text.startsWith("'") && spreadsheetWouldEvaluate(text.slice(1)) ? text.slice(1) : text;
}
