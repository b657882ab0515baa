import type { EmailContent } from '../message';

/** To the current address when a change of email is asked for, so an owner who did not ask can stop it. */
export function emailChangeRequested(name: string, newEmail: string): EmailContent {
  return {
    kind: 'account',
    subject: 'A change of your Mitti email address was asked for',
    greeting: `Hello ${name},`,
    paragraphs: [
      `Someone signed in to your Mitti account asked to change its email address to ${newEmail}. It changes only when the link we sent to that address is opened.`,
      'If you did not ask for it, reset your password now with the link below: that cancels the change.',
    ],
    action: { label: 'Reset your password', path: '/forgot-password' },
  };
}
