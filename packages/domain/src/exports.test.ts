import { exportRangeSchema } from './exports';
import { schemaErrors } from './testing/schema-errors';

describe('exportRangeSchema', () => {
  it('takes a range of calendar days, a single day included', async () => {
    expect(await schemaErrors(exportRangeSchema, { from: '2026-03-01', to: '2026-03-31' })).toEqual(
      {},
    );
    expect(await schemaErrors(exportRangeSchema, { from: '2026-03-01', to: '2026-03-01' })).toEqual(
      {},
    );
  });

  it('names the field that is missing, not a day, or before the other', async () => {
    expect(await schemaErrors(exportRangeSchema, {})).toEqual({
      from: 'From date is required',
      to: 'To date is required',
    });
    expect(await schemaErrors(exportRangeSchema, { from: '2026-02-30', to: 'soon' })).toEqual({
      from: 'From date must be a real date (YYYY-MM-DD)',
      to: 'To date must be a real date (YYYY-MM-DD)',
    });
    expect(await schemaErrors(exportRangeSchema, { from: '2026-03-02', to: '2026-03-01' })).toEqual(
      { to: 'To date must not be before the from date' },
    );
  });
});
