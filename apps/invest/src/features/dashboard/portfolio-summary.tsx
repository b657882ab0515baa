import Box from '@mui/material/Box';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AgricultureOutlined from '@mui/icons-material/AgricultureOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { Investment } from '@mitti/domain/investment';
import { formatPaise } from '@mitti/domain/money';
import { portfolioFigures } from './portfolio-figures';
import { SummaryStat } from './summary-stat';

/** Totals over the investments that were not refunded; the return uses each farm's terms. */
export function PortfolioSummary({ investments }: { investments: Investment[] }) {
  const figures = portfolioFigures(investments);
  const estimateNote =
    figures.unestimated > 0
      ? figures.unestimated === 1
        ? 'Leaves out 1 investment in a campaign that is no longer open.'
        : `Leaves out ${figures.unestimated} investments in campaigns that are no longer open.`
      : 'An estimate from each farm’s expected returns, not a guarantee.';

  return (
    <Box
      component="ul"
      aria-label="Portfolio summary"
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      <SummaryStat
        icon={<AccountBalanceWalletOutlined />}
        label="Total invested"
        value={formatPaise(figures.investedPaise)}
        note="Refunded investments are not counted."
      />
      <SummaryStat
        icon={<AgricultureOutlined />}
        label="Farms backed"
        value={figures.farmsBacked}
      />
      <SummaryStat
        icon={<TrendingUp />}
        label="Estimated annual return"
        value={formatPaise(figures.annualReturnPaise)}
        note={estimateNote}
      />
    </Box>
  );
}
