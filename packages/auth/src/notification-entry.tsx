import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Notification } from '@mitti/domain/notification';
import { TimeAgo } from '@mitti/ui/time-ago';
import { VisuallyHidden } from '@mitti/ui/visually-hidden';

/** What one entry of the bell's menu says: a dot and bold title while unread, the body, when. */
export function NotificationEntry({
  notification,
  unread,
}: {
  notification: Notification;
  unread: boolean;
}) {
  return (
    <>
      <Box
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          mt: 0.75,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500 }}>
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          {notification.title}
        </Typography>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {notification.body}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          <TimeAgo iso={notification.createdAt} />
        </Typography>
      </Box>
    </>
  );
}
