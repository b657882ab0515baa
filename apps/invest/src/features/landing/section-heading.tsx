import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  text?: string;
  id?: string;
}

/** The small label, heading and intro that open each landing section. */
export function SectionHeading({ eyebrow, title, text, id }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 4, md: 5 } }}>
      <Typography
        variant="overline"
        sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 1.5 }}
      >
        {eyebrow}
      </Typography>
      <Typography variant="h2" id={id} sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      {text && <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>}
    </Box>
  );
}
