import type { Campaign } from '@mitti/domain/campaign';
import type { CreateCampaignFields } from '@mitti/domain/campaign-schemas';
import { uploadWithProgress } from './upload-with-progress';

/** POST /api/campaigns: multipart text fields, repeated `farmingMethods` and `visuals`. */
export async function createCampaign(
  { farmingMethods, ...fields }: CreateCampaignFields,
  visuals: File[],
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<Campaign> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const text = value.trim();
    // An empty optional field (returnsMax) is left out rather than sent as ''.
    if (text !== '') body.append(name, text);
  }
  for (const method of farmingMethods) body.append('farmingMethods', method);
  for (const file of visuals) body.append('visuals', file);
  return (await uploadWithProgress({
    method: 'POST',
    path: '/campaigns',
    body,
    token,
    onProgress,
  })) as Campaign;
}
