import { failureMessage } from '@mitti/api-client/api-failure';

interface OutcomeToast {
  success: (message: string) => void;
  error: (message: string) => void;
}

/** What the mutations that decide something answer. */
interface DecisionRequest {
  unwrap: () => Promise<{ message?: string }>;
}

/**
 * Waits for a request to the server and says in a toast how it went: the server's message, or `done`,
 * when it succeeded; its reason, or `failed`, when not. True when it succeeded.
 */
export async function announceOutcome(
  toast: OutcomeToast,
  request: DecisionRequest,
  { done, failed }: { done: string; failed: string },
): Promise<boolean> {
  try {
    const { message } = await request.unwrap();
    toast.success(message || done);
    return true;
  } catch (failure) {
    toast.error(failureMessage(failure, failed));
    return false;
  }
}
