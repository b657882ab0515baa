import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import { TimelineEntry } from '@mitti/ui/timeline-entry';

/** 'Project Timeline': what the farm has posted, newest first. */
export function FarmTimeline({ updates }: { updates: TimelineUpdate[] }) {
  return (
    <Card component="section" aria-labelledby="project-timeline-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="project-timeline-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          Project Timeline
        </Typography>
        {updates.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            No timeline updates have been posted for this farm yet.
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {updates.map((update) => (
              <TimelineEntry key={update._id} update={update} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
