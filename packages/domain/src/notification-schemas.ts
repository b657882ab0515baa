import * as yup from 'yup';

/** POST /notifications/read: the given ids, or every unread one when ids is absent. */
export const markNotificationsReadSchema = yup.object({
  ids: yup.array(yup.string().trim().required()).max(100).optional(),
});
export type MarkNotificationsReadBody = yup.InferType<typeof markNotificationsReadSchema>;
