import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Product } from '@mitti/domain/item';
import { useState, type ReactNode } from 'react';
import { ProductDetailsPanel } from './product-details-panel';
import { ProductReviews } from './product-reviews';

type TabName = 'details' | 'reviews';

/** Product Details and Reviews (N). Both panels stay mounted, so an open review form survives. */
export function ProductTabs({ product }: { product: Product }) {
  const [tab, setTab] = useState<TabName>('details');
  const tabs: { name: TabName; label: string; panel: ReactNode }[] = [
    { name: 'details', label: 'Product Details', panel: <ProductDetailsPanel product={product} /> },
    {
      name: 'reviews',
      label: `Reviews (${product.reviewCount})`,
      panel: <ProductReviews product={product} />,
    },
  ];

  return (
    <Card>
      <Tabs
        value={tab}
        onChange={(_event, next: TabName) => setTab(next)}
        variant="fullWidth"
        aria-label="About this product"
        sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: { md: 480 } }}
      >
        {tabs.map(({ name, label }) => (
          <Tab
            key={name}
            value={name}
            label={label}
            id={`product-tab-${name}`}
            aria-controls={`product-tabpanel-${name}`}
            sx={{
              fontWeight: 600,
              '&.Mui-focusVisible': {
                outline: '3px solid',
                outlineColor: 'secondary.main',
                outlineOffset: -3,
              },
            }}
          />
        ))}
      </Tabs>
      {tabs.map(({ name, panel }) => (
        <Box
          key={name}
          role="tabpanel"
          hidden={name !== tab}
          id={`product-tabpanel-${name}`}
          aria-labelledby={`product-tab-${name}`}
          // Operators' text (descriptions, lists, answers) may hold one long word.
          sx={{ p: { xs: 2, md: 3.5 }, overflowWrap: 'anywhere' }}
        >
          {panel}
        </Box>
      ))}
    </Card>
  );
}
