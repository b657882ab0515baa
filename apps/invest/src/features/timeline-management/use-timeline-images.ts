import { MAX_TIMELINE_IMAGES, TIMELINE_IMAGE_TYPES } from '@mitti/domain/constants';
import { type PickedFile, usePickedFiles } from '@mitti/ui/use-picked-files';

const roomMessage = (room: number) =>
  `You can upload a maximum of ${MAX_TIMELINE_IMAGES} images. Please select ${room} or fewer.`;

export type TimelineImage = PickedFile;

/** The update's photos: PNG, JPEG or GIF up to 10MB, at most 5; extra files are dropped. */
export function useTimelineImages() {
  const { picked, ...rest } = usePickedFiles({
    types: TIMELINE_IMAGE_TYPES,
    typeMessage: 'is not a PNG, JPEG or GIF image.',
    room: MAX_TIMELINE_IMAGES,
    roomMessage,
  });
  return { images: picked, ...rest };
}
