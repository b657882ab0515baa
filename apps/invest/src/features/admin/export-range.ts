import { indianDay } from '@mitti/domain/dates';
import type { ExportRange } from '@mitti/domain/exports';

/** The range the Exports tab opens with: this month so far, in India's days. */
export function monthToDate(now = new Date()): ExportRange {
  const today = indianDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
