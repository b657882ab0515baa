/** GET {campaigns}/{id}/timeline answers a list of these; `date` is an ISO string. */
export interface TimelineUpdate {
  _id: string;
  title: string;
  date: string;
  description: string;
  images: { url: string }[];
}
