import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatDayAndMonth } from '@mitti/domain/dates';
import type { Investment } from '@mitti/domain/investment';
import { formatPaise, formatRupees, paiseToRupees } from '@mitti/domain/money';
import { ChartCard } from './chart-card';
import { FigureTable } from './figure-table';
import {
  allocationByFarm,
  allocationSlices,
  formatShare,
  investedOverTime,
} from './portfolio-series';

// The axis's ticks in Indian units (₹50K, ₹30L, ₹3Cr): a crore in full does not fit beside the
// chart. Tooltips and the table keep the full amounts.
const axisRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
});

/**
 * The legend's look: one farm to a line, its name whole (wrapped, a long word broken anywhere) with
 * its share.
 */
const legendSx = {
  minWidth: 0,
  maxWidth: '100%',
  '& li': { minWidth: 0, maxWidth: '100%' },
  [`& .${legendClasses.series}`]: { minWidth: 0, maxWidth: '100%', alignItems: 'flex-start' },
  [`& .${legendClasses.mark}`]: { flexShrink: 0, mt: '0.2em' },
  [`& .${legendClasses.label}`]: { overflowWrap: 'anywhere' },
};

/**
 * The portfolio as pictures: where the money is, and how it grew; each also as a table. A chart is
 * a named picture (ChartCard), not a tab stop of its own: its figures are one press away as a table.
 */
export function PortfolioCharts({ investments }: { investments: Investment[] }) {
  const theme = useTheme();
  // The dashboard is drawn in the browser only, so a media query may choose the legend's place: on
  // a phone, beside the ring it would leave the ring too little room.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const farms = allocationByFarm(investments);
  const days = investedOverTime(investments);
  const palette = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.warning.main,
    theme.palette.info.main,
    theme.palette.primary.light,
    theme.palette.error.light,
  ];
  // One colour per slice, and a legend short enough to leave the ring its room.
  const slices = allocationSlices(farms, palette.length);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      <ChartCard
        title="Allocation by farm"
        summary={`Allocation by farm: ${farms
          .map((farm) => `${farm.farmName} ${formatPaise(farm.paise)} (${formatShare(farm)})`)
          .join(', ')}.`}
        chart={
          <PieChart
            disableKeyboardNavigation
            colors={palette}
            // On a phone the ring keeps its own height and the legend's lines go below it.
            height={phone ? 220 : undefined}
            series={[
              {
                data: slices.map((slice) => ({
                  id: slice.campaignId,
                  value: paiseToRupees(slice.paise),
                  label: `${slice.farmName} (${formatShare(slice)})`,
                })),
                innerRadius: '60%',
                paddingAngle: 1,
                cornerRadius: 3,
                valueFormatter: (item) => formatRupees(item.value),
              },
            ]}
            // Beside the ring the legend takes at most half the width.
            sx={{
              gridTemplateColumns: phone ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) fit-content(50%)',
            }}
            slotProps={{
              legend: phone
                ? {
                    // Below the ring ('horizontal' is what places it there), still one to a line.
                    direction: 'horizontal',
                    position: { vertical: 'bottom', horizontal: 'center' },
                    sx: { ...legendSx, flexDirection: 'column', alignItems: 'flex-start' },
                  }
                : {
                    direction: 'vertical',
                    position: { vertical: 'middle', horizontal: 'end' },
                    sx: legendSx,
                  },
            }}
          />
        }
        table={
          <FigureTable
            caption="Invested in each farm, largest first"
            headings={['Farm', 'Invested', 'Share']}
            rows={farms.map((farm) => ({
              key: farm.campaignId,
              cells: [farm.farmName, formatPaise(farm.paise), formatShare(farm)],
            }))}
          />
        }
      />
      <ChartCard
        title="Invested over time"
        summary={`Invested over time: ${days
          .map((day) => `${day.label} ${formatPaise(day.cumulativePaise)} in all`)
          .join(', ')}.`}
        chart={
          <LineChart
            disableKeyboardNavigation
            colors={palette}
            // On a phone the ring keeps its own height and the legend's lines go below it.
            height={phone ? 220 : undefined}
            xAxis={[
              {
                scaleType: 'time',
                data: days.map((day) => new Date(`${day.day}T00:00:00Z`)),
                valueFormatter: formatDayAndMonth,
                tickNumber: 4,
              },
            ]}
            yAxis={[{ valueFormatter: (value: number) => axisRupees.format(value), width: 64 }]}
            series={[
              {
                data: days.map((day) => paiseToRupees(day.cumulativePaise)),
                label: 'Invested in all',
                area: true,
                curve: 'stepAfter',
                showMark: true,
                valueFormatter: (value) => formatRupees(value ?? 0),
              },
            ]}
            hideLegend
          />
        }
        table={
          <FigureTable
            caption="Invested each day money went in, and in all by its end"
            headings={['Date', 'Invested that day', 'In all']}
            rows={days.map((day) => ({
              key: day.day,
              cells: [day.label, formatPaise(day.paise), formatPaise(day.cumulativePaise)],
            }))}
          />
        }
      />
    </Box>
  );
}
