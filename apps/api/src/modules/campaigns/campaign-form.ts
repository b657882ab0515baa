import { FARMING_METHODS } from '@mitti/domain/campaign';
import { MAX_CAMPAIGN_VISUALS, MAX_UPLOAD_BYTES } from '@mitti/domain/constants';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/http-error';
import { readMultipart } from '../../http/multipart-body';
import { hasNul, nulRefused } from '../../http/nul-text';
import type { CampaignForm } from './service';

// One file more than allowed gets through busboy, so the extra one is refused with a 400 (not its 413).
const LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: MAX_CAMPAIGN_VISUALS + 1, fields: 40 };

/** 'organic' is Organic; anything unknown stays as typed for the schema to refuse. */
function farmingMethod(text: string): string {
  return FARMING_METHODS.find((method) => method.toLowerCase() === text.toLowerCase()) ?? text;
}

/**
 * Reads the create and edit forms: text fields by name; farmingMethods as one value, comma-separated
 * text or repeated fields; files in `visuals` (the edit form's `visuals` text field is the kept list).
 */
export async function readCampaignForm(request: FastifyRequest): Promise<CampaignForm> {
  if (!request.isMultipart()) {
    throw badRequest('Send the campaign as multipart/form-data.');
  }
  const fields: Record<string, unknown> = {};
  const farmingMethods: string[] = [];
  const files: Buffer[] = [];
  let keptVisuals: string | undefined;
  await readMultipart(async () => {
    for await (const part of request.parts({ limits: LIMITS })) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'field' && hasNul(part.value)) throw nulRefused();
      if (part.type === 'file') {
        if (name !== 'visuals') throw badRequest(`Unexpected file field ${name}.`);
        if (files.length === MAX_CAMPAIGN_VISUALS) {
          throw badRequest(
            `A campaign can have at most ${MAX_CAMPAIGN_VISUALS} photos and videos.`,
            'TOO_MANY_FILES',
          );
        }
        // Throws a 413 (handled by the error handler) when the file is larger than the limit.
        files.push(await part.toBuffer());
      } else if (name === 'visuals') {
        keptVisuals = String(part.value);
      } else if (name === 'farmingMethods') {
        farmingMethods.push(
          ...String(part.value)
            .split(',')
            .map((method) => method.trim())
            .filter(Boolean)
            .map(farmingMethod),
        );
      } else {
        fields[name] = part.value;
      }
    }
  });
  return { fields: { ...fields, farmingMethods }, files, keptVisuals };
}
