import { CAMPAIGN_VISUAL_TYPES } from '@mitti/domain/constants';
import { type PickedFile, usePickedFiles } from '@mitti/ui/use-picked-files';

const roomMessage = () =>
  'The campaign has as many visuals as it can hold; the rest were not added.';

export type AddedVisual = PickedFile;

/** New photos and videos for a campaign, checked on the way in, with previews; `room` caps them. */
export function useAddedVisuals(room: number) {
  const { picked, problems, add, remove } = usePickedFiles({
    types: CAMPAIGN_VISUAL_TYPES,
    typeMessage: 'is not a PNG, JPG, GIF or WebP image or an MP4 or WebM video.',
    room,
    roomMessage,
  });
  return { added: picked, problems, add, remove };
}
