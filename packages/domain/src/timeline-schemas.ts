import * as yup from 'yup';

export const TIMELINE_REQUIRED_MESSAGE = 'Title, Date, and Description are required.';

/** POST /campaigns/:id/timeline-update, text fields of the multipart body (images checked apart). */
export const timelineUpdateSchema = yup.object({
  title: yup.string().trim().required(TIMELINE_REQUIRED_MESSAGE).max(160),
  date: yup.date().typeError(TIMELINE_REQUIRED_MESSAGE).required(TIMELINE_REQUIRED_MESSAGE),
  description: yup.string().trim().required(TIMELINE_REQUIRED_MESSAGE).max(5000),
});
