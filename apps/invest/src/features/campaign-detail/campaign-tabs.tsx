import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Campaign } from '@mitti/domain/campaign';
import { useState } from 'react';
import { FarmerProfile } from './farmer-profile';
import { FundAllocation } from './fund-allocation';
import { TextOrFallback } from './text-or-fallback';

const TABS = ['Story', 'Fund Allocation', 'Farmer Profile', 'Risks & Mitigation'] as const;

export function CampaignTabs({ campaign }: { campaign: Campaign }) {
  const [tab, setTab] = useState(0);
  const panels = [
    <TextOrFallback key="story" text={campaign.story} fallback="No information available." />,
    <FundAllocation key="funds" fundUsage={campaign.fundUsage} />,
    <FarmerProfile key="farmer" campaign={campaign} />,
    <TextOrFallback key="risks" text={campaign.riskFactors} fallback="No risks specified." />,
  ];
  return (
    <Card>
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="About this campaign"
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {TABS.map((label, index) => (
          <Tab
            key={label}
            label={label}
            id={`campaign-tab-${index}`}
            aria-controls={`campaign-tabpanel-${index}`}
          />
        ))}
      </Tabs>
      {panels.map((panel, index) => (
        <Box
          key={TABS[index]}
          role="tabpanel"
          hidden={index !== tab}
          id={`campaign-tabpanel-${index}`}
          aria-labelledby={`campaign-tab-${index}`}
          sx={{ p: { xs: 2.5, md: 3 } }}
        >
          {panel}
        </Box>
      ))}
    </Card>
  );
}
