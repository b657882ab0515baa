import * as yup from 'yup';
import { schemaErrors } from './testing/schema-errors';
import {
  calendarDay,
  measure,
  oneLineText,
  rupeesAmount,
  typedText,
  wholeNumber,
} from './value-schemas';

const amountForm = yup.object({ amount: rupeesAmount('Amount') });
const dayForm = yup.object({ day: calendarDay('Day') });
const measureForm = yup.object({ size: measure('Size', 1000) });
const countForm = yup.object({
  count: wholeNumber('Count must be a number', 'Count must be whole'),
});

const AMOUNT_TYPE = 'Amount must be an amount in rupees, like 1,00,000';
const NOT_A_DAY = 'Day must be a real date (YYYY-MM-DD)';
const OUT_OF_RANGE = 'Day must be between 2000 and 2100';

describe('rupeesAmount', () => {
  it.each([
    ['1,00,000', 100_000],
    ['100000', 100_000],
    ['1,00,000.50', 100_000.5],
    ['1,000', 1_000],
    ['12,34,56,789.05', 123_456_789.05],
    [' 2,500 ', 2_500],
    ['1', 1],
    [100_000, 100_000],
    [1_234.5, 1_234.5],
    [0.29 + 1, 1.29],
  ])('reads %j as %d rupees', (amount, rupees) => {
    expect(amountForm.validateSync({ amount })).toEqual({ amount: rupees });
  });

  it.each([
    ['0x10', AMOUNT_TYPE],
    ['1e5', AMOUNT_TYPE],
    ['1e-9', AMOUNT_TYPE],
    ['100,000', AMOUNT_TYPE],
    ['1,00,00', AMOUNT_TYPE],
    ['10,0000', AMOUNT_TYPE],
    ['1,00,000.505', AMOUNT_TYPE],
    ['1 000', AMOUNT_TYPE],
    ['-500', AMOUNT_TYPE],
    ['+500', AMOUNT_TYPE],
    ['₹500', AMOUNT_TYPE],
    ['Infinity', AMOUNT_TYPE],
    ['NaN', AMOUNT_TYPE],
    [[1000], AMOUNT_TYPE],
    [['1000'], AMOUNT_TYPE],
    [{ value: 1000 }, AMOUNT_TYPE],
    [true, AMOUNT_TYPE],
    [Infinity, AMOUNT_TYPE],
    [NaN, AMOUNT_TYPE],
    [1e-9, 'Amount must be at least ₹1'],
    [0, 'Amount must be at least ₹1'],
    ['0.50', 'Amount must be at least ₹1'],
    [-1000, 'Amount must be at least ₹1'],
    [1000.005, 'Amount can have at most 2 decimals'],
    [1e10, 'Amount must be at most ₹1,00,00,00,000'],
    ['1,00,00,00,001', 'Amount must be at most ₹1,00,00,00,000'],
    ['', 'Amount is required'],
    ['   ', 'Amount is required'],
    [null, 'Amount is required'],
    [undefined, 'Amount is required'],
  ])('refuses %j: %s', async (amount, message) => {
    expect(await schemaErrors(amountForm, { amount })).toEqual({ amount: message });
  });
});

describe('calendarDay', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-01-01', '2000-02-29', '2100-12-31'])(
    'keeps %s as it is',
    (day) => {
      expect(dayForm.validateSync({ day })).toEqual({ day });
    },
  );

  it.each([
    ['2026-02-30', NOT_A_DAY],
    ['2100-02-29', NOT_A_DAY],
    ['2026-13-01', NOT_A_DAY],
    ['2026-00-10', NOT_A_DAY],
    ['99999-01-01', NOT_A_DAY],
    ['0', NOT_A_DAY],
    ['-1', NOT_A_DAY],
    [0, NOT_A_DAY],
    [-1, NOT_A_DAY],
    [1767225600000, NOT_A_DAY],
    ['2026-2-3', NOT_A_DAY],
    ['2026-02-28T00:00:00.000Z', NOT_A_DAY],
    ['28/02/2026', NOT_A_DAY],
    [' 2026-02-28', NOT_A_DAY],
    [['2026-02-28'], NOT_A_DAY],
    [{}, NOT_A_DAY],
    ['1999-12-31', OUT_OF_RANGE],
    ['2101-01-01', OUT_OF_RANGE],
    ['0001-01-01', OUT_OF_RANGE],
    ['', 'Day is required'],
    [undefined, 'Day is required'],
  ])('refuses %j: %s', async (day, message) => {
    expect(await schemaErrors(dayForm, { day })).toEqual({ day: message });
  });
});

describe('measure', () => {
  it.each([
    ['12.5', 12.5],
    ['0.25', 0.25],
    [' 7 ', 7],
    [12.5, 12.5],
    ['1000', 1000],
    ['-3', -3],
  ])('reads %j as %d', (size, value) => {
    expect(measureForm.validateSync({ size })).toEqual({ size: value });
  });

  it.each([
    ['0x10', 'Size must be a number'],
    ['1e2', 'Size must be a number'],
    ['1e309', 'Size must be a number'],
    [Infinity, 'Size must be a number'],
    ['.5', 'Size must be a number'],
    ['5.', 'Size must be a number'],
    ['1,000', 'Size must be a number'],
    [[5], 'Size must be a number'],
    ['12.555', 'Size can have at most 2 decimals'],
    [1e-9, 'Size can have at most 2 decimals'],
    ['1000.01', 'Size must be at most 1000'],
  ])('refuses %j: %s', async (size, message) => {
    expect(await schemaErrors(measureForm, { size })).toEqual({ size: message });
  });
});

describe('wholeNumber', () => {
  it.each([
    ['3', 3],
    [3, 3],
    ['-2', -2],
  ])('reads %j as %d', (count, value) => {
    expect(countForm.validateSync({ count })).toEqual({ count: value });
  });

  it.each([
    ['0x3', 'Count must be a number'],
    ['1e1', 'Count must be a number'],
    [[3], 'Count must be a number'],
    ['three', 'Count must be a number'],
    ['3.5', 'Count must be whole'],
    [3.5, 'Count must be whole'],
  ])('refuses %j: %s', async (count, message) => {
    expect(await schemaErrors(countForm, { count })).toEqual({ count: message });
  });
});

describe('oneLineText', () => {
  const titleForm = yup.object({ title: oneLineText('Title').required() });

  it('takes one line, trimmed', async () => {
    expect(await schemaErrors(titleForm, { title: '  Harvest: 2 tonnes  ' })).toEqual({});
    expect(titleForm.validateSync({ title: ' Harvest \n' })).toEqual({ title: 'Harvest' });
  });

  it.each([
    'Harvest\r\nBcc: attacker@example.com',
    'Harvest\nDone',
    'Harvest\rDone',
    'Harvest\u2028Done',
  ])('refuses a line break inside %j', async (title) => {
    expect(await schemaErrors(titleForm, { title })).toEqual({
      title: 'Title must be on one line',
    });
  });
});

describe('typedText', () => {
  const noteForm = yup.object({ note: typedText().required('Note is required') });

  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['a zero-width joiner and word joiner between spaces', ' \u200d \u2060 '],
    ['direction marks', '\u200e\u200f\u202e'],
    ['combining marks with no letter', '\u0301\u0308\u0336'],
    ['Hangul and Braille blanks', '\u3164\u2800'],
  ])('refuses %s as blank', async (_kind, note) => {
    expect(await schemaErrors(noteForm, { note })).toEqual({ note: 'Note is required' });
  });

  it('refuses letters buried under stacked marks', async () => {
    const zalgo = `Millet${'\u0336\u0301\u0316\u0352'.repeat(10)} revival`;
    expect(await schemaErrors(noteForm, { note: zalgo })).toEqual({
      note: 'Too many accents on one letter',
    });
  });

  it.each([
    ['Devanagari with its vowel signs', 'प्रिया शर्मा'],
    ['an emoji built with joiners', '👩‍🌾'],
    ['a letter with a combining accent', 'Zoe\u0308'],
    ['lines of text', 'Sown in June.\nHarvest in October.'],
    ['Tibetan letters stacked under one another', 'བསྒྲུབས'],
    ['a keycap emoji', '1\ufe0f\u20e3'],
  ])('keeps %s', async (_kind, note) => {
    expect(await schemaErrors(noteForm, { note })).toEqual({});
    expect(noteForm.validateSync({ note })).toEqual({ note });
  });
});
