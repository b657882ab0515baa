import { formatShortDate, indianDay } from '@mitti/domain/dates';
import type { Investment } from '@mitti/domain/investment';
import { rupeesToPaise, type Paise } from '@mitti/domain/money';

export interface FarmShare {
  campaignId: string;
  farmName: string;
  paise: Paise;
  /** Share of everything invested, in whole percent (the shares may not add up to exactly 100). */
  percent: number;
}

export interface DayTotal {
  /** 'YYYY-MM-DD', in India's time zone. */
  day: string;
  /** '19 Nov 2026' */
  label: string;
  paise: Paise;
  /** Everything invested up to the end of this day. */
  cumulativePaise: Paise;
}

const wholePercent = (paise: Paise, total: Paise) =>
  total === 0 ? 0 : Math.round((paise / total) * 100);

/** A share as the chart and the table write it: '36%', or '<1%' for one too small to round to 1%. */
export const formatShare = ({ paise, percent }: FarmShare) =>
  percent === 0 && paise > 0 ? '<1%' : `${percent}%`;

const live = (investments: Investment[]) =>
  investments.filter((investment) => investment.status !== 'Refunded');

/** Where the money is: live investments summed per farm, largest first. */
export function allocationByFarm(investments: Investment[]): FarmShare[] {
  const byFarm = new Map<string, { farmName: string; paise: Paise }>();
  for (const investment of live(investments)) {
    const id = investment.campaignId._id;
    const entry = byFarm.get(id) ?? { farmName: investment.farmName, paise: 0 };
    entry.paise += rupeesToPaise(investment.amount);
    byFarm.set(id, entry);
  }
  const total = [...byFarm.values()].reduce((sum, entry) => sum + entry.paise, 0);
  return [...byFarm.entries()]
    .map(([campaignId, entry]) => ({
      campaignId,
      ...entry,
      percent: wholePercent(entry.paise, total),
    }))
    .sort((a, b) => b.paise - a.paise || a.farmName.localeCompare(b.farmName));
}

/**
 * The ring's slices: the farms as they are while they fit, else the largest and one slice of all
 * the others, so there are never more slices than `max` (the ring's colours).
 */
export function allocationSlices(farms: FarmShare[], max: number): FarmShare[] {
  if (farms.length <= max) return farms;
  const others = farms.slice(max - 1);
  const othersPaise = others.reduce((sum, farm) => sum + farm.paise, 0);
  const total = farms.reduce((sum, farm) => sum + farm.paise, 0);
  return [
    ...farms.slice(0, max - 1),
    {
      campaignId: 'other-farms',
      farmName: `${others.length} other farms`,
      paise: othersPaise,
      percent: wholePercent(othersPaise, total),
    },
  ];
}

/** The days on which money went in, oldest first, with what went in that day and in all. */
export function investedOverTime(investments: Investment[]): DayTotal[] {
  const perDay = new Map<string, Paise>();
  for (const investment of live(investments)) {
    const day = indianDay(new Date(investment.date));
    perDay.set(day, (perDay.get(day) ?? 0) + rupeesToPaise(investment.amount));
  }
  let cumulativePaise = 0;
  return [...perDay.keys()].sort().map((day) => {
    const paise = perDay.get(day) ?? 0;
    cumulativePaise += paise;
    return { day, label: formatShortDate(new Date(`${day}T00:00:00Z`)), paise, cumulativePaise };
  });
}
