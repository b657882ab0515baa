import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EcoOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import { impactSentences } from '@mitti/domain/campaign-text';
import { DetailSection } from './detail-section';

/** 'Environmental & Social Impact': one line per sentence; nothing at all without impact text. */
export function ImpactList({ impactMetrics }: { impactMetrics: string }) {
  const sentences = impactSentences(impactMetrics);
  if (sentences.length === 0) return null;
  return (
    <DetailSection title="Environmental & Social Impact">
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {sentences.map((sentence) => (
          <Box component="li" key={sentence} sx={{ display: 'flex', gap: 1.5 }}>
            <EcoOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
            <Typography sx={{ overflowWrap: 'anywhere' }}>{sentence}.</Typography>
          </Box>
        ))}
      </Box>
    </DetailSection>
  );
}
