import * as yup from 'yup';
import { formatRupees, parseRupeesText } from './money';

/**
 * One strict rule per kind of value, shared by every form and route. A value is read only as what
 * it looks like: a JSON number, or text in the one form the rule names. yup's own casting is not
 * used, since it reads '0x10' as 16, '1e-9' as a number, [1000] as 1000 and '2026-02-30' as 2 March.
 */

/** The smallest amount anything costs or raises: ₹1. */
export const MIN_AMOUNT_RUPEES = 1;
/** The largest amount a campaign or a payment may name: ₹100 crore. */
export const MAX_AMOUNT_RUPEES = 1_000_000_000;
/** The calendar days a date may name (the database checks the same range). */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a number field holds: a finite JSON number, or text `read` understands (NaN otherwise, so
 * the rule's type message names the field). Blank text is no value at all.
 */
function numberFrom(original: unknown, read: (text: string) => number | null): unknown {
  if (original === undefined || original === null) return original;
  if (typeof original === 'number') return Number.isFinite(original) ? original : NaN;
  if (typeof original !== 'string') return NaN;
  if (original.trim() === '') return undefined;
  return read(original) ?? NaN;
}

function readDecimal(text: string): number | null {
  const trimmed = text.trim();
  return DECIMAL_TEXT.test(trimmed) ? Number(trimmed) : null;
}

/** At most two decimals, as the number prints (0.29 prints 0.29 although 0.29 * 100 is not whole). */
function hasTwoDecimalsAtMost(value: number): boolean {
  return /^-?\d+(\.\d{1,2})?$/.test(String(value));
}

/** A number: a JSON number or plain decimal text ('12.5', '-3'). */
export function strictNumber(typeMessage: string) {
  return yup
    .number()
    .transform((_value: unknown, original: unknown) => numberFrom(original, readDecimal))
    .typeError(typeMessage);
}

/**
 * A sum of rupees (goal, minimum, an investment): a JSON number or text as the site prints it
 * (parseRupeesText), in whole paise, from ₹1 to MAX_AMOUNT_RUPEES.
 */
export function rupeesAmount(label: string) {
  return yup
    .number()
    .transform((_value: unknown, original: unknown) => numberFrom(original, parseRupeesText))
    .typeError(`${label} must be an amount in rupees, like 1,00,000`)
    .required(`${label} is required`)
    .min(MIN_AMOUNT_RUPEES, `${label} must be at least ${formatRupees(MIN_AMOUNT_RUPEES)}`)
    .max(MAX_AMOUNT_RUPEES, `${label} must be at most ${formatRupees(MAX_AMOUNT_RUPEES)}`)
    .test(
      'paise',
      `${label} can have at most 2 decimals`,
      (value) => value === undefined || hasTwoDecimalsAtMost(value),
    );
}

/** A measure (a farm's size, a return): a number with at most two decimals, up to `max`. */
export function measure(label: string, max: number) {
  return strictNumber(`${label} must be a number`)
    .max(max, `${label} must be at most ${max}`)
    .test(
      'decimals',
      `${label} can have at most 2 decimals`,
      (value) => value == null || hasTwoDecimalsAtMost(value),
    );
}

/** A count (a quantity, a page, a rating): a whole number, as a JSON number or digits. */
export function wholeNumber(typeMessage: string, wholeMessage = typeMessage) {
  return strictNumber(typeMessage).integer(wholeMessage);
}

/** The last page any list may be asked for: its offset stays far inside what PostgreSQL can skip. */
export const MAX_PAGE = 100_000;

/** ?page= of a paged list: 1 to MAX_PAGE. */
export function pageNumber() {
  return wholeNumber('page must be a number', 'page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`);
}

/** ?limit= of a paged list: 1 to `max` rows. */
export function pageLimit(max: number) {
  return wholeNumber('limit must be a number', 'limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(max, `limit must be at most ${max}`);
}

/** Whether 'YYYY-MM-DD' names a day of the calendar (not 2026-02-30). */
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day as YYYY-MM-DD text, between FIRST_DAY and LAST_DAY; it stays text. */
export function calendarDay(label: string, requiredMessage = `${label} is required`) {
  const typeMessage = `${label} must be a real date (YYYY-MM-DD)`;
  return yup
    .string()
    .typeError(typeMessage)
    .required(requiredMessage)
    .test(
      'calendar-day',
      typeMessage,
      (value) => value === undefined || (DAY_TEXT.test(value) && isCalendarDay(value)),
    )
    .test(
      'day-range',
      `${label} must be between ${FIRST_DAY.slice(0, 4)} and ${LAST_DAY.slice(0, 4)}`,
      (value) =>
        value === undefined || !DAY_TEXT.test(value) || (value >= FIRST_DAY && value <= LAST_DAY),
    );
}

/** False only when both are days and `last` comes before `first` (a test across two fields). */
export function daysInOrder(first: unknown, last: unknown): boolean {
  return (
    typeof first !== 'string' ||
    typeof last !== 'string' ||
    !DAY_TEXT.test(first) ||
    !DAY_TEXT.test(last) ||
    first <= last
  );
}

/**
 * Text that draws nothing: white space, format characters (zero-width spaces and joiners, direction
 * marks), combining marks with no letter to sit on, and the blank fillers of Hangul and Braille.
 */
const INVISIBLE = /^[\s\p{Cf}\p{M}\u115F\u1160\u2800\u3164\uFFA0]*$/u;

/** Whether text shows nothing a reader could see. */
export const isBlank = (text: string): boolean => INVISIBLE.test(text);

/**
 * More marks on one letter than any script writes (Tibetan stacks up to about five): 'Zalgo' text,
 * whose marks pile up over the lines above and below it on every page that shows it.
 */
const STACKED_MARKS = /\p{M}{7,}/u;

/**
 * Trimmed text someone types for others to read. Text of invisible characters alone becomes '', so
 * required() refuses it as blank: a zero-width space is no title. Add required() and max() as the
 * field needs.
 */
export function typedText() {
  return yup
    .string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' && isBlank(value) ? '' : value))
    .test(
      'stacked-marks',
      'Too many accents on one letter',
      (value) => value === undefined || !STACKED_MARKS.test(value),
    );
}

/** What ends a line: CR, LF, NEL and Unicode's line and paragraph separators. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/**
 * Typed text that must stay on one line: a title or a name, which may become an email's subject
 * or a page's heading. Add required() and max() as the field needs.
 */
export function oneLineText(label: string) {
  return typedText().test(
    'one-line',
    `${label} must be on one line`,
    (value) => value === undefined || !LINE_BREAK.test(value),
  );
}
