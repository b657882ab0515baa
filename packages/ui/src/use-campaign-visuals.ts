import { CAMPAIGN_VISUAL_TYPES, MAX_CAMPAIGN_VISUALS } from '@mitti/domain/constants';
import { usePickedFiles } from './use-picked-files';

const roomMessage = () =>
  `You can upload at most ${MAX_CAMPAIGN_VISUALS} files; the rest were not added.`;

/**
 * New photos and videos for a campaign, checked on the way in, with previews; `room` is how many
 * more the campaign holds.
 */
export function useCampaignVisuals(room: number) {
  const { picked, ...rest } = usePickedFiles({
    types: CAMPAIGN_VISUAL_TYPES,
    typeMessage: 'is not a PNG, JPG, GIF or WebP image or an MP4 or WebM video.',
    room,
    roomMessage,
  });
  return { added: picked, ...rest };
}
