import * as yup from 'yup';
import { calendarDay } from './value-schemas';

export const TIMELINE_REQUIRED_MESSAGE = 'Title, Date, and Description are required.';

/**
 * POST /campaigns/:id/timeline-update, text fields of the multipart body (images checked apart); the
 * date stays YYYY-MM-DD text.
 */
export const timelineUpdateSchema = yup.object({
  title: yup.string().trim().required(TIMELINE_REQUIRED_MESSAGE).max(160),
  date: calendarDay('Date', TIMELINE_REQUIRED_MESSAGE),
  description: yup.string().trim().required(TIMELINE_REQUIRED_MESSAGE).max(5000),
});
