import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

export interface EditorSectionProps {
  id: string;
  title: string;
  intro?: string;
  /** For a heading that takes the focus after an action: it becomes focusable by script. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** One titled part of the product editor. */
export function EditorSection({ id, title, intro, headingRef, children }: EditorSectionProps) {
  return (
    <Card component="section" aria-labelledby={`${id}-heading`} variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box>
          <Typography
            id={`${id}-heading`}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            variant="h2"
            sx={{ fontSize: '1.3rem' }}
          >
            {title}
          </Typography>
          {intro && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
