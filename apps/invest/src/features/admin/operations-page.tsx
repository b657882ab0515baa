import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import {
  useAdminCampaignsQuery,
  useAdminRefundRequestsQuery,
  useVerificationRequestsQuery,
} from '@mitti/api-client/admin-endpoints';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuditPanel } from './audit-panel';
import { CampaignReviewPanel } from './campaign-review-panel';
import { ExportsPanel } from './exports-panel';
import { JobsPanel } from './jobs-panel';
import { RefundsPanel } from './refunds-panel';
import { useAdminTab, type AdminTab } from './use-admin-tab';
import { VerificationPanel } from './verification-panel';

function counted(label: string, count: number | undefined, unit = ''): string {
  return count === undefined ? label : `${label} (${count}${unit})`;
}

const tabId = (tab: AdminTab) => `admin-tab-${tab}`;
const panelId = (tab: AdminTab) => `admin-panel-${tab}`;

const PANELS: Record<AdminTab, () => ReactNode> = {
  campaigns: () => <CampaignReviewPanel />,
  verification: () => <VerificationPanel />,
  refunds: () => <RefundsPanel />,
  jobs: () => <JobsPanel />,
  exports: () => <ExportsPanel />,
  audit: () => <AuditPanel />,
};

/**
 * /admin for an operator: campaign review, farmer verification, refund oversight, jobs, the audit
 * log and exports.
 */
export function OperationsPage() {
  const [tab, setTab] = useAdminTab();
  // The first pages answer the counts of every page (the panels on page 1 share these calls).
  const pending = useAdminCampaignsQuery({ status: 'pending', page: 1 });
  const verification = useVerificationRequestsQuery(1);
  const refunds = useAdminRefundRequestsQuery(1);

  const labels: Record<AdminTab, string> = {
    campaigns: counted('Campaign review', pending.data?.total),
    verification: counted('Farmer verification', verification.data?.pendingCount),
    refunds: counted('Refunds', refunds.data?.overdueCount, ' overdue'),
    jobs: 'Jobs',
    exports: 'Exports',
    audit: 'Audit log',
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          Operations
        </Typography>
        <Button
          component={Link}
          to="/admin/users"
          variant="outlined"
          startIcon={<PeopleOutlined />}
        >
          People
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        Review new campaigns, verify farmers, step in on refunds left undecided, watch background
        jobs, read what operators did and download exports.
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: AdminTab) => setTab(value)}
          aria-label="Operations"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {(Object.keys(labels) as AdminTab[]).map((key) => (
            <Tab
              key={key}
              value={key}
              label={labels[key]}
              id={tabId(key)}
              aria-controls={key === tab ? panelId(key) : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {PANELS[tab]()}
      </Box>
    </Container>
  );
}
