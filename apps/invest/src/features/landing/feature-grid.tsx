import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

export interface FeatureGridProps {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  /** Paper background, to set the section apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

/** A landing section: its heading and a row of three cards (one column on phones). */
export function FeatureGrid({
  id,
  eyebrow,
  title,
  text,
  tinted = false,
  children,
}: FeatureGridProps) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'background.paper' : undefined }}
    >
      <Container maxWidth="lg">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} text={text} />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: 3,
          }}
        >
          {children}
        </Box>
      </Container>
    </Box>
  );
}
