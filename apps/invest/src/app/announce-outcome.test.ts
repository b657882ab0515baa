import type { ApiFailure } from '@mitti/api-client/api-failure';
import { announceOutcome } from './announce-outcome';

function recordingToast() {
  const shown: string[] = [];
  return {
    shown,
    success: (message: string) => shown.push(`success: ${message}`),
    error: (message: string) => shown.push(`error: ${message}`),
  };
}

const TEXTS = { done: 'Refund approved.', failed: 'Could not approve the refund.' };
const answered = (message?: string) => ({ unwrap: () => Promise.resolve({ message }) });
// RTK Query's unwrap rejects with the failure itself, not an Error.
// eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
const refused = (failure: ApiFailure) => ({ unwrap: () => Promise.reject(failure) });

it("says the server's message when the request succeeds, else the screen's", async () => {
  const toast = recordingToast();
  expect(await announceOutcome(toast, answered('Refund of ₹5,000 approved.'), TEXTS)).toBe(true);
  expect(await announceOutcome(toast, answered(), TEXTS)).toBe(true);
  expect(toast.shown).toEqual(['success: Refund of ₹5,000 approved.', 'success: Refund approved.']);
});

it("says the server's reason when the request fails, else the screen's", async () => {
  const toast = recordingToast();
  const decided = { status: 409, message: 'This refund request is already decided.' };
  expect(await announceOutcome(toast, refused(decided), TEXTS)).toBe(false);
  expect(await announceOutcome(toast, refused({ status: 0, message: '' }), TEXTS)).toBe(false);
  expect(toast.shown).toEqual([
    'error: This refund request is already decided.',
    'error: Could not approve the refund.',
  ]);
});
