import {
  MAX_TIMELINE_IMAGES,
  MAX_UPLOAD_BYTES,
  TIMELINE_IMAGE_TYPES,
} from '@mitti/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimelineImage {
  id: number;
  file: File;
  /** An object URL for the preview; revoked when the image is removed. */
  url: string;
}

const TYPES: readonly string[] = TIMELINE_IMAGE_TYPES;
let nextId = 1;

/**
 * The update's photos: PNG, JPEG or GIF up to 10MB, at most 5. Choosing more than there is room for
 * keeps the first ones and says how many fit.
 */
export function useTimelineImages() {
  const [images, setImages] = useState<TimelineImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const current = useRef<TimelineImage[]>([]);

  const replace = useCallback((next: TimelineImage[]) => {
    current.current = next;
    setImages(next);
  }, []);

  useEffect(
    () => () => {
      for (const image of current.current) URL.revokeObjectURL(image.url);
    },
    [],
  );

  const add = useCallback(
    (files: File[]) => {
      const refused: string[] = [];
      const fitting = files.filter((file) => {
        if (!TYPES.includes(file.type)) {
          refused.push(`${file.name} is not a PNG, JPEG or GIF image.`);
          return false;
        }
        if (file.size > MAX_UPLOAD_BYTES) {
          refused.push(`${file.name} is larger than 10MB.`);
          return false;
        }
        return true;
      });
      const room = MAX_TIMELINE_IMAGES - current.current.length;
      if (fitting.length > room) {
        refused.unshift(
          `You can upload a maximum of ${MAX_TIMELINE_IMAGES} images. Please select ${room} or fewer.`,
        );
      }
      const added = fitting
        .slice(0, Math.max(0, room))
        .map((file) => ({ id: nextId++, file, url: URL.createObjectURL(file) }));
      setProblems(refused);
      replace([...current.current, ...added]);
    },
    [replace],
  );

  const remove = useCallback(
    (id: number) => {
      const gone = current.current.find((image) => image.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      setProblems([]);
      replace(current.current.filter((image) => image.id !== id));
    },
    [replace],
  );

  const clear = useCallback(() => {
    for (const image of current.current) URL.revokeObjectURL(image.url);
    setProblems([]);
    replace([]);
  }, [replace]);

  return { images, problems, add, remove, clear };
}
