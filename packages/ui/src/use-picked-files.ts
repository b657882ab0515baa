import { MAX_UPLOAD_BYTES } from '@mitti/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PickedFile {
  id: number;
  file: File;
  /** An object URL for the preview; revoked when the file is removed. */
  url: string;
}

export interface PickedFilesRules {
  /** MIME types accepted (the server checks the content too). */
  types: readonly string[];
  /** Said after the file's name when its type is not accepted: 'is not a PNG, JPEG or GIF image.' */
  typeMessage: string;
  /** How many more files fit. */
  room: number;
  /** Said when more files were chosen than fit; the first ones that fit are kept. */
  roomMessage: (room: number) => string;
}

let nextId = 1;

/**
 * Files chosen for an upload, checked on the way in (type, 10MB, room left), with previews whose
 * object URLs are revoked when a file is removed or the component goes away.
 */
export function usePickedFiles({ types, typeMessage, room, roomMessage }: PickedFilesRules) {
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const current = useRef<PickedFile[]>([]);

  const replace = useCallback((next: PickedFile[]) => {
    current.current = next;
    setPicked(next);
  }, []);

  useEffect(
    () => () => {
      for (const file of current.current) URL.revokeObjectURL(file.url);
    },
    [],
  );

  const add = useCallback(
    (files: File[]) => {
      const refused: string[] = [];
      const fitting = files.filter((file) => {
        if (!types.includes(file.type)) {
          refused.push(`${file.name} ${typeMessage}`);
          return false;
        }
        if (file.size > MAX_UPLOAD_BYTES) {
          refused.push(`${file.name} is larger than 10MB and was not added.`);
          return false;
        }
        return true;
      });
      const left = Math.max(0, room - current.current.length);
      if (fitting.length > left) refused.unshift(roomMessage(left));
      const added = fitting
        .slice(0, left)
        .map((file) => ({ id: nextId++, file, url: URL.createObjectURL(file) }));
      setProblems(refused);
      replace([...current.current, ...added]);
    },
    [replace, types, typeMessage, room, roomMessage],
  );

  const remove = useCallback(
    (id: number) => {
      const gone = current.current.find((file) => file.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      setProblems([]);
      replace(current.current.filter((file) => file.id !== id));
    },
    [replace],
  );

  const clear = useCallback(() => {
    for (const file of current.current) URL.revokeObjectURL(file.url);
    setProblems([]);
    replace([]);
  }, [replace]);

  return { picked, problems, add, remove, clear };
}
