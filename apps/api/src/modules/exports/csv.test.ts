import { parse } from 'csv-parse/sync';
import { rupeesCell, safeCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('keeps spreadsheets from running text as a formula, but not numbers', () => {
    expect(safeCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(safeCell('+91 98765')).toBe(`'+91 98765`);
    expect(safeCell('-2+3')).toBe(`'-2+3`);
    expect(safeCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(safeCell('\t=1')).toBe(`'\t=1`);
    expect(safeCell('-12.50')).toBe('-12.50');
    expect(safeCell('Asha = investor')).toBe('Asha = investor');
  });

  it('writes paise as rupees with two decimals', () => {
    expect([0, 5, 1234_50, 100_000_00, -7_05].map(rupeesCell)).toEqual([
      '0.00',
      '0.05',
      '1234.50',
      '100000.00',
      '-7.05',
    ]);
  });

  it('quotes commas, quotes and new lines, and reads back as written', () => {
    const csv = toCsv(
      [{ name: 'Rao, "Asha"\nPune', amount: 60_00, units: 3 }],
      [
        ['name', (row) => row.name],
        ['amount', (row) => rupeesCell(row.amount)],
        ['units', (row) => row.units],
      ],
    );
    expect(csv.startsWith('\uFEFFname,amount,units\r\n')).toBe(true);
    expect(parse(csv, { bom: true, columns: true })).toEqual([
      { name: 'Rao, "Asha"\nPune', amount: '60.00', units: '3' },
    ]);
  });
});
