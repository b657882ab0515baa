import { CAMPAIGN_VISUAL_TYPES, MAX_CAMPAIGN_VISUALS } from '@mitti/domain/constants';
import { type PickedFile, usePickedFiles } from '@mitti/ui/use-picked-files';

const roomMessage = () =>
  `You can upload at most ${MAX_CAMPAIGN_VISUALS} files; the rest were not added.`;

export type Visual = PickedFile;

/** The chosen campaign photos and videos, checked on the way in, with previews. */
export function useVisualFiles() {
  const { picked, ...rest } = usePickedFiles({
    types: CAMPAIGN_VISUAL_TYPES,
    typeMessage: 'is not a PNG, JPG, GIF or WebP image or an MP4 or WebM video.',
    room: MAX_CAMPAIGN_VISUALS,
    roomMessage,
  });
  return { visuals: picked, ...rest };
}
