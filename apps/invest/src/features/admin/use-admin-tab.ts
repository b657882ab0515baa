import { PAGE_PARAM } from '@mitti/auth/use-page-param';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const ADMIN_TABS = [
  'campaigns',
  'verification',
  'refunds',
  'jobs',
  'audit',
  'exports',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The campaign a notice's link opens in Campaign review: /admin?tab=campaigns&review=id. */
export const REVIEW_PARAM = 'review';
/** The request a notice's link shows first in Farmer verification: /admin?tab=verification&request=id. */
export const REQUEST_PARAM = 'request';

function isAdminTab(value: string | null): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab === value);
}

/** The open tab of /admin, kept in ?tab= so a reload or a shared link opens the same one. */
export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = isAdminTab(raw) ? raw : 'campaigns';
  const select = useCallback(
    (next: AdminTab) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.set('tab', next);
          // Each tab's list opens on its first page, with nothing a notice opened.
          updated.delete(PAGE_PARAM);
          updated.delete(REVIEW_PARAM);
          updated.delete(REQUEST_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, select];
}
