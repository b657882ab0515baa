import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { DateText } from '@mitti/ui/date-text';
import { DetailSection } from './detail-section';

export function ProjectTimeline({ startDate, endDate }: { startDate: string; endDate: string }) {
  const milestones = [
    { label: 'Campaign Start', date: startDate, icon: <EventAvailableOutlined /> },
    { label: 'Funding Deadline', date: endDate, icon: <FlagOutlined /> },
  ];
  return (
    <DetailSection title="Project Timeline">
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
        }}
      >
        {milestones.map(({ label, date, icon }) => (
          <Box
            component="li"
            key={label}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              p: 2,
              borderRadius: 2,
              bgcolor: 'background.default',
            }}
          >
            <Box aria-hidden sx={{ color: 'secondary.main', lineHeight: 0 }}>
              {icon}
            </Box>
            <Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>
                <DateText iso={date} />
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </DetailSection>
  );
}
