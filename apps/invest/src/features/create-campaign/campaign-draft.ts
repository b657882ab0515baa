import type { CreateCampaignFields } from '@mitti/domain/campaign-schemas';
import { EMPTY_CAMPAIGN } from './campaign-form-values';

/**
 * What a farmer has typed on /create, kept in this tab (sessionStorage) until the campaign is sent:
 * a reload, or signing in again after the session ended, gives it back. Photos cannot be kept.
 * Closing the tab forgets it, as it forgets a sign-in without Remember me.
 */
const draftKey = (userId: string) => `mitti.campaign-draft.${userId}`;

const FIELDS = Object.keys(EMPTY_CAMPAIGN) as (keyof CreateCampaignFields)[];

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** The kept draft, or null. Only the form's fields, each of its own type: a stale copy cannot break the form. */
export function readCampaignDraft(userId: string): CreateCampaignFields | null {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(draftKey(userId)) ?? 'null');
  } catch {
    return null;
  }
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

/** Keeps the form's values, or forgets them once the form is empty again (sent or started over). */
export function keepCampaignDraft(userId: string, values: CreateCampaignFields): void {
  const empty = FIELDS.every(
    (field) => JSON.stringify(values[field]) === JSON.stringify(EMPTY_CAMPAIGN[field]),
  );
  try {
    if (empty) sessionStorage.removeItem(draftKey(userId));
    else sessionStorage.setItem(draftKey(userId), JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form works on, without a kept copy.
  }
}
