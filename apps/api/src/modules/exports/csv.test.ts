import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import type { CsvColumns } from './csv';
import { csvStream, istCell, rupeesCell, safeCell } from './csv';

interface Row {
  name: string;
  amount: number;
  units: number;
}

const COLUMNS: CsvColumns<Row> = [
  ['name', (row) => row.name],
  ['amount', (row) => rupeesCell(row.amount)],
  ['units', (row) => row.units],
];

async function* yielded(...rows: Row[]): AsyncGenerator<Row> {
  for (const row of rows) yield await Promise.resolve(row);
}

/** The whole text, byte-order mark included (a TextDecoder would drop it). */
const csvOf = async (rows: AsyncIterable<Row>): Promise<string> =>
  (await buffer(csvStream(rows, COLUMNS))).toString('utf8');

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

  it('writes an instant as India’s date and time to the second, a form spreadsheets read', () => {
    expect(istCell(new Date('2026-11-27T16:05:12.345Z'))).toBe('2026-11-27 21:35:12');
    // Late at night in India is the next day already.
    expect(istCell(new Date('2026-10-31T18:30:00.000Z'))).toBe('2026-11-01 00:00:00');
    expect(istCell(null)).toBeNull();
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

  it('quotes commas, quotes and new lines, and reads back as written', async () => {
    const csv = await csvOf(yielded({ name: 'Rao, "Asha"\nPune', amount: 60_00, units: 3 }));
    expect(parse(csv, { bom: true, columns: true })).toEqual([
      { name: 'Rao, "Asha"\nPune', amount: '60.00', units: '3' },
    ]);
  });

  it('quotes a cell holding a line break alone, which spreadsheets would read as a new row', async () => {
    const csv = await csvOf(
      yielded(
        { name: 'Sown late\nfloods', amount: 1_00, units: 1 },
        { name: 'Old Mac\rline', amount: 2_00, units: 2 },
      ),
    );
    expect(csv).toBe(
      '\uFEFFname,amount,units\r\n"Sown late\nfloods",1.00,1\r\n"Old Mac\rline",2.00,2\r\n',
    );
  });

  it('writes a byte-order mark, a header row and CRLF line ends, byte for byte', async () => {
    const csv = await csvOf(
      yielded(
        { name: 'Rao, "Asha"', amount: 60_00, units: 3 },
        { name: '=1+1', amount: -7_05, units: 1 },
      ),
    );
    expect(csv).toBe(`\uFEFFname,amount,units\r\n"Rao, ""Asha""",60.00,3\r\n'=1+1,-7.05,1\r\n`);
    expect(await csvOf(yielded())).toBe('\uFEFFname,amount,units\r\n');
  });

  it('fails, rather than ends, when reading the rows fails', async () => {
    async function* failing(): AsyncGenerator<Row> {
      yield await Promise.resolve({ name: 'Asha', amount: 1_00, units: 1 });
      throw new Error('connection lost');
    }
    const csv: Readable = csvStream(failing(), COLUMNS);
    await expect(buffer(csv)).rejects.toThrow('connection lost');
    expect(csv.readableEnded).toBe(false);
  });
});
