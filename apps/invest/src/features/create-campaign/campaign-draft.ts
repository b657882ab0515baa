import type { CreateCampaignFields } from '@mitti/domain/campaign-schemas';
import { EMPTY_CAMPAIGN } from './campaign-form-values';

/** Where /create keeps what the farmer typed until the campaign is sent (photos cannot be kept). */
export const campaignDraftKey = (userId: string) => `mitti.campaign-draft.${userId}`;

const FIELDS = Object.keys(EMPTY_CAMPAIGN) as (keyof CreateCampaignFields)[];

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** A kept copy as form values: only the form's fields, each of its own type, so none breaks the form. */
export function toCampaignDraft(stored: unknown): CreateCampaignFields | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const kept = stored as Partial<Record<keyof CreateCampaignFields, unknown>>;
  return Object.fromEntries(
    FIELDS.map((field) => {
      const value = kept[field];
      const empty = EMPTY_CAMPAIGN[field];
      const fits = Array.isArray(empty) ? isStringList(value) : typeof value === 'string';
      return [field, fits ? value : empty];
    }),
  ) as CreateCampaignFields;
}
