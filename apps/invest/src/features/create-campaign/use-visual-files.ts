import { MAX_CAMPAIGN_VISUALS, MAX_UPLOAD_BYTES } from '@mitti/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What POST /campaigns accepts as `visuals` (the server checks the content too). */
const VISUAL_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
];

export interface Visual {
  id: number;
  file: File;
  /** An object URL for the preview; revoked when the visual is removed. */
  url: string;
}

let nextId = 1;

/** The chosen campaign photos and videos, checked on the way in, with previews. */
export function useVisualFiles() {
  const [visuals, setVisuals] = useState<Visual[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const current = useRef<Visual[]>([]);

  const replace = useCallback((next: Visual[]) => {
    current.current = next;
    setVisuals(next);
  }, []);

  useEffect(
    () => () => {
      for (const visual of current.current) URL.revokeObjectURL(visual.url);
    },
    [],
  );

  const add = useCallback(
    (files: File[]) => {
      const added: Visual[] = [];
      const refused: string[] = [];
      for (const file of files) {
        if (!VISUAL_TYPES.includes(file.type)) {
          refused.push(
            `${file.name} is not a PNG, JPG, GIF or WebP image or an MP4 or WebM video.`,
          );
        } else if (file.size > MAX_UPLOAD_BYTES) {
          refused.push(`${file.name} is larger than 10MB and was not added.`);
        } else if (current.current.length + added.length >= MAX_CAMPAIGN_VISUALS) {
          refused.push(
            `You can upload at most ${MAX_CAMPAIGN_VISUALS} files; the rest were not added.`,
          );
          break;
        } else {
          added.push({ id: nextId++, file, url: URL.createObjectURL(file) });
        }
      }
      setProblems(refused);
      replace([...current.current, ...added]);
    },
    [replace],
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

  const clear = useCallback(() => {
    for (const visual of current.current) URL.revokeObjectURL(visual.url);
    setProblems([]);
    replace([]);
  }, [replace]);

  return { visuals, problems, add, remove, clear };
}
