import type { Campaign, CampaignStatus } from '@mitti/domain/campaign';
import type { CreateCampaignFields } from '@mitti/domain/campaign-schemas';
import type { Media } from '@mitti/domain/media';
import { uploadWithProgress } from './upload-with-progress';

export interface EditCampaignRequest {
  id: string;
  fields: CreateCampaignFields;
  /** Left out when unchanged, so a status only an admin or the money sets is never sent back. */
  status?: CampaignStatus;
  /** The current visuals the owner keeps; the others are removed. */
  kept: Media[];
  added: File[];
}

/**
 * PUT /api/campaigns/editCampaign/:id: the create fields as multipart text, `status`, a `visuals`
 * text part with the kept visuals as JSON, and the new files as repeated `visuals` file parts.
 */
export async function editCampaign(
  { id, fields: { farmingMethods, ...fields }, status, kept, added }: EditCampaignRequest,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<Campaign> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const text = value.trim();
    if (text !== '') body.append(name, text);
  }
  for (const method of farmingMethods) body.append('farmingMethods', method);
  if (status) body.append('status', status);
  body.append('visuals', JSON.stringify(kept.map(({ url, public_id }) => ({ url, public_id }))));
  for (const file of added) body.append('visuals', file);
  return (await uploadWithProgress({
    method: 'PUT',
    path: `/campaigns/editCampaign/${encodeURIComponent(id)}`,
    body,
    token,
    onProgress,
  })) as Campaign;
}
