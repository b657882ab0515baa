import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The id a notice's link names (`?<param>=id`), until the operator closes what it opened. The
 * parameter stays in the address: taking it out would race the list's own page changes, as
 * setSearchParams builds on the address last rendered.
 */
export function useNoticeLink(param: string): { linked: string | null; dismiss: () => void } {
  const [params] = useSearchParams();
  const inAddress = params.get(param);
  const [dismissed, setDismissed] = useState<string | null>(null);
  return {
    linked: inAddress === dismissed ? null : inAddress,
    dismiss: () => setDismissed(inAddress),
  };
}
