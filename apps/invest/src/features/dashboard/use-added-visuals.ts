import { MAX_UPLOAD_BYTES } from '@mitti/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What the campaign endpoints accept as `visuals` (the server checks the content too). */
const VISUAL_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
];

export interface AddedVisual {
  id: number;
  file: File;
  /** An object URL for the preview; revoked when the visual is removed. */
  url: string;
}

let nextId = 1;

/** New photos and videos for a campaign, checked on the way in, with previews; `room` caps them. */
export function useAddedVisuals(room: number) {
  const [added, setAdded] = useState<AddedVisual[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const current = useRef<AddedVisual[]>([]);

  const replace = useCallback((next: AddedVisual[]) => {
    current.current = next;
    setAdded(next);
  }, []);

  useEffect(
    () => () => {
      for (const visual of current.current) URL.revokeObjectURL(visual.url);
    },
    [],
  );

  const add = useCallback(
    (files: File[]) => {
      const accepted: AddedVisual[] = [];
      const refused: string[] = [];
      for (const file of files) {
        if (!VISUAL_TYPES.includes(file.type)) {
          refused.push(
            `${file.name} is not a PNG, JPG, GIF or WebP image or an MP4 or WebM video.`,
          );
        } else if (file.size > MAX_UPLOAD_BYTES) {
          refused.push(`${file.name} is larger than 10MB and was not added.`);
        } else if (current.current.length + accepted.length >= room) {
          refused.push('The campaign has as many visuals as it can hold; the rest were not added.');
          break;
        } else {
          accepted.push({ id: nextId++, file, url: URL.createObjectURL(file) });
        }
      }
      setProblems(refused);
      replace([...current.current, ...accepted]);
    },
    [replace, room],
  );

  const remove = useCallback(
    (id: number) => {
      const gone = current.current.find((visual) => visual.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      setProblems([]);
      replace(current.current.filter((visual) => visual.id !== id));
    },
    [replace],
  );

  return { added, problems, add, remove };
}
