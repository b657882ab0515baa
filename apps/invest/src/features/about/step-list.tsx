import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Step {
  title: string;
  text: ReactNode;
}

/** Numbered steps, one card each: a column on phones, a grid on wider screens. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        gap: 2,
      }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            p: 2.5,
            display: 'flex',
            gap: 2,
          }}
        >
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 36,
              height: 36,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
            }}
          >
            {index + 1}
          </Box>
          <Box>
            <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
              {step.title}
            </Typography>
            <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
              {step.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
