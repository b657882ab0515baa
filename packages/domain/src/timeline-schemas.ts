import * as yup from 'yup';
import { calendarDay, oneLineText, typedText } from './value-schemas';

export const TIMELINE_REQUIRED_MESSAGE = 'Title, Date, and Description are required.';
/** The server's refusal of a day after today (it knows today from its clock). */
export const FUTURE_UPDATE_MESSAGE = 'The date of an update cannot be in the future.';

/**
 * POST /campaigns/:id/timeline-update, text fields of the multipart body (images checked apart); the
 * date stays YYYY-MM-DD text.
 */
export const timelineUpdateSchema = yup.object({
  title: oneLineText('Title').required(TIMELINE_REQUIRED_MESSAGE).max(160),
  date: calendarDay('Date', TIMELINE_REQUIRED_MESSAGE),
  description: typedText().required(TIMELINE_REQUIRED_MESSAGE).max(5000),
});
