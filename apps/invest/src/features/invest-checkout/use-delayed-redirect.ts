import { REDIRECT_DELAY_MS } from '@mitti/domain/constants';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `to` after the spec's redirect delay (2 s); null waits. Leaving earlier cancels it. The
 * checkout is replaced in the history, so Back after paying cannot look like an unpaid checkout.
 */
export function useDelayedRedirect(to: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [to, navigate]);
}
