import * as yup from 'yup';
import { calendarDay, daysInOrder } from './value-schemas';

/** GET /admin/exports/*.csv?from=&to=: calendar days in India (IST), both included, `from` not after `to`. */
export const exportRangeSchema = yup.object({
  from: calendarDay('From date'),
  to: calendarDay('To date').test(
    'not-before-from',
    'To date must not be before the from date',
    function (value) {
      return daysInOrder((this.parent as { from?: unknown }).from, value);
    },
  ),
});
export type ExportRange = yup.InferType<typeof exportRangeSchema>;

/** The operators' CSV exports, each at /api/admin/exports/<name>.csv */
export const ADMIN_EXPORTS = ['orders', 'investments', 'refunds', 'campaigns'] as const;
export type AdminExport = (typeof ADMIN_EXPORTS)[number];

/** Printed on every investment certificate (the checkout's acknowledgement, as a statement). */
export const INVESTMENT_RISK_STATEMENT =
  'Investing in a farm carries risk: you may lose some or all of your investment. Returns are an estimate, not a guarantee: they depend on the harvest, prices and weather.';
