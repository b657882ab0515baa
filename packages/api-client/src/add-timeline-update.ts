import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import { uploadWithProgress } from './upload-with-progress';

export interface TimelineUpdateFields {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
}

/** POST /api/campaigns/:id/timeline-update: multipart text fields and repeated `images`. */
export async function addTimelineUpdate(
  campaignId: string,
  { title, date, description }: TimelineUpdateFields,
  images: File[],
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<TimelineUpdate> {
  const body = new FormData();
  body.append('title', title.trim());
  body.append('date', date);
  body.append('description', description.trim());
  for (const image of images) body.append('images', image);
  return (await uploadWithProgress({
    method: 'POST',
    path: `/campaigns/${encodeURIComponent(campaignId)}/timeline-update`,
    body,
    token,
    onProgress,
  })) as TimelineUpdate;
}
