import { MAX_TIMELINE_IMAGES, MAX_UPLOAD_BYTES } from '@mitti/domain/constants';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/http-error';
import { readMultipart } from '../../http/multipart-body';
import { hasNul, nulRefused } from '../../http/nul-text';
import type { TimelineForm } from './service';

// One file more than allowed gets through busboy, so the extra one is refused with a 400 (not its 413).
const LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: MAX_TIMELINE_IMAGES + 1, fields: 10 };

const TOO_MANY_IMAGES_MESSAGE = `You can upload a maximum of ${MAX_TIMELINE_IMAGES} images.`;

/** Reads the timeline form: title, date and description, and the files in `images`. */
export async function readTimelineForm(request: FastifyRequest): Promise<TimelineForm> {
  if (!request.isMultipart()) {
    throw badRequest('Send the update as multipart/form-data.');
  }
  const fields: Record<string, unknown> = {};
  const files: Buffer[] = [];
  await readMultipart(async () => {
    for await (const part of request.parts({ limits: LIMITS })) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'field' && hasNul(part.value)) throw nulRefused();
      if (part.type === 'file') {
        if (name !== 'images') throw badRequest(`Unexpected file field ${name}.`);
        if (files.length === MAX_TIMELINE_IMAGES) {
          throw badRequest(TOO_MANY_IMAGES_MESSAGE, 'TOO_MANY_FILES');
        }
        // Throws a 413 (handled by the error handler) when the file is larger than the limit.
        files.push(await part.toBuffer());
      } else {
        fields[name] = part.value;
      }
    }
  });
  return { fields, files };
}
