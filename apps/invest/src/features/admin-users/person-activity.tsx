import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminUserDetail } from '@mitti/domain/admin-users';
import { ADMIN_USER_LIST_LIMIT } from '@mitti/domain/admin-users';
import { orderNumber } from '@mitti/domain/short-id';
import { DateText } from '@mitti/ui/date-text';
import { Money } from '@mitti/ui/money';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface SectionProps {
  title: string;
  count: number;
  shown: number;
  empty: string;
  children: ReactNode;
}

/** One kind of activity: how many, and the latest of them. */
function Section({ title, count, shown, empty, children }: SectionProps) {
  const id = `person-${title.toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id={id} variant="h6" component="h2">
          {title} ({count})
        </Typography>
        {count === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75, overflowWrap: 'anywhere' }}
          >
            {children}
          </Box>
        )}
        {count > shown && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The latest {ADMIN_USER_LIST_LIMIT} of {count}.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

const Muted = ({ children }: { children: ReactNode }) => (
  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
    {children}
  </Typography>
);

/** The account's campaigns, investments and shop orders. */
export function PersonActivity({ user }: { user: AdminUserDetail }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Section
        title="Campaigns"
        count={user.counts.campaigns}
        shown={user.campaigns.length}
        empty="No campaigns."
      >
        {user.campaigns.map((campaign) => (
          <li key={campaign._id}>
            <Link component={RouterLink} to={`/campaign/${campaign._id}`}>
              {campaign.campaignTitle}
            </Link>{' '}
            <Muted>
              {campaign.status}
              {campaign.isVerified ? ', verified' : ''} · <Money rupees={campaign.raisedAmount} />{' '}
              of <Money rupees={campaign.fundingGoal} /> · <DateText iso={campaign.createdAt} />
            </Muted>
          </li>
        ))}
      </Section>
      <Section
        title="Investments"
        count={user.counts.investments}
        shown={user.investments.length}
        empty="No investments."
      >
        {user.investments.map((investment) => (
          <li key={investment._id}>
            <Money rupees={investment.amount} /> in{' '}
            <Link component={RouterLink} to={`/campaign/${investment.campaignId}`}>
              {investment.campaignTitle}
            </Link>{' '}
            <Muted>
              {investment.status === 'refunded' ? 'Refunded' : 'Active'} ·{' '}
              <DateText iso={investment.createdAt} />
            </Muted>
          </li>
        ))}
      </Section>
      <Section
        title="Orders"
        count={user.counts.orders}
        shown={user.orders.length}
        empty="No shop orders."
      >
        {user.orders.map((order) => (
          <li key={order._id}>
            Order #{orderNumber(order._id)} · <Money rupees={order.totalPrice} />{' '}
            <Muted>
              {order.orderStatus}, payment {order.paymentStatus.toLowerCase()} ·{' '}
              <DateText iso={order.createdAt} />
            </Muted>
          </li>
        ))}
      </Section>
    </Box>
  );
}
