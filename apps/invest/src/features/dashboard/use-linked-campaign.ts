import type { Campaign } from '@mitti/domain/campaign';
import { useSearchParams } from 'react-router';

/** `/dashboard?manage=id` and `?edit=id`: the links of the owner's campaign notifications. */
const DIALOGS = ['manage', 'edit'] as const;

export interface LinkedCampaign {
  /** The campaign the link opens in Manage. */
  managing: Campaign | null;
  /** The campaign the link opens in Edit ('Campaign needs changes'). */
  editing: Campaign | null;
  /** The link names a campaign the owner no longer has. */
  missing: boolean;
  /** Takes the link out of the address, so the same link opens it again. */
  close: () => void;
}

/**
 * The owner's campaign a notification's link opens, from the dashboard's own list (undefined until
 * it is loaded).
 */
export function useLinkedCampaign(campaigns: Campaign[] | undefined): LinkedCampaign {
  const [params, setParams] = useSearchParams();
  const [managing, editing] = DIALOGS.map((dialog) => {
    const id = params.get(dialog);
    if (id === null || !campaigns) return undefined;
    return campaigns.find((campaign) => campaign._id === id) ?? null;
  });
  return {
    managing: managing ?? null,
    editing: editing ?? null,
    missing: managing === null || editing === null,
    close: () =>
      setParams(
        (current) => {
          DIALOGS.forEach((dialog) => current.delete(dialog));
          return current;
        },
        { replace: true },
      ),
  };
}
