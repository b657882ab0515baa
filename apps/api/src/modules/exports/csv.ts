import { decimalRupees, paiseToRupees } from '@mitti/domain/money';
import { stringify } from 'csv-stringify/sync';

/** A cell: text, a whole number, or null for an empty cell. Money is passed as rupeesCell text. */
export type CsvCell = string | number | null;

/** A column: its header and how a row fills it. */
export type CsvColumns<Row> = [header: string, cell: (row: Row) => CsvCell][];

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or return before them) as a
 * formula: such text gets a leading ' so it shows as typed. A plain number (-12.50) is no formula.
 */
export function safeCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Paise as rupees with exactly two decimals ('1234.50', '-7.05'). */
export function rupeesCell(paise: number): string {
  return decimalRupees(paiseToRupees(paise));
}

/** An instant as ISO 8601 in UTC; an empty cell for none. */
export function isoCell(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/**
 * The rows as CSV (RFC 4180: quoted where needed, CRLF line ends) with a header row, behind a UTF-8
 * byte-order mark so that spreadsheets read names in any script correctly.
 */
export function toCsv<Row>(rows: Row[], columns: CsvColumns<Row>): string {
  return stringify(
    rows.map((row) => columns.map(([, cell]) => cell(row))),
    {
      bom: true,
      header: true,
      columns: columns.map(([header]) => header),
      record_delimiter: 'windows',
      cast: { string: safeCell },
    },
  );
}
