import type { Investment } from '@mitti/domain/investment';
import { rupeesToPaise, type Paise } from '@mitti/domain/money';

export interface FarmShare {
  campaignId: string;
  farmName: string;
  paise: Paise;
  /** Share of everything invested, in whole percent (the shares may not add up to exactly 100). */
  percent: number;
}

export interface MonthTotal {
  /** 'YYYY-MM', in India's time zone. */
  month: string;
  /** 'Sep 2026' */
  label: string;
  paise: Paise;
  /** Everything invested up to the end of this month. */
  cumulativePaise: Paise;
}

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
      percent: total === 0 ? 0 : Math.round((entry.paise / total) * 100),
    }))
    .sort((a, b) => b.paise - a.paise || a.farmName.localeCompare(b.farmName));
}

const monthKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
});
const monthLabel = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  month: 'short',
  year: 'numeric',
});

/** 'YYYY-MM' as a count of months, and back, so a loop can step from one month to the next. */
const monthIndex = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
const monthAt = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Every month from the first investment to the last, with what was invested in it and in all. */
export function investedByMonth(investments: Investment[]): MonthTotal[] {
  const perMonth = new Map<string, Paise>();
  for (const investment of live(investments)) {
    const month = monthKey.format(new Date(investment.date)).slice(0, 7);
    perMonth.set(month, (perMonth.get(month) ?? 0) + rupeesToPaise(investment.amount));
  }
  const indices = [...perMonth.keys()].map(monthIndex);
  if (indices.length === 0) return [];
  const series: MonthTotal[] = [];
  let cumulativePaise = 0;
  for (let index = Math.min(...indices); index <= Math.max(...indices); index += 1) {
    const month = monthAt(index);
    const paise = perMonth.get(month) ?? 0;
    cumulativePaise += paise;
    const label = monthLabel.format(new Date(Date.UTC(Math.floor(index / 12), index % 12, 1)));
    series.push({ month, label, paise, cumulativePaise });
  }
  return series;
}
