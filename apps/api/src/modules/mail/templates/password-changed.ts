import type { EmailContent } from '../message';

/** To the account's owner after its password changed, so a change they did not make is noticed. */
export function passwordChanged(name: string): EmailContent {
  return {
    kind: 'account',
    subject: 'Your Mitti password was changed',
    greeting: `Hello ${name},`,
    paragraphs: [
      'The password of your Mitti account was just changed, and every device signed in with the old one was signed out.',
      'If you did not change it, the old password no longer works: choose a new one now with the link below, and write to us from the contact page.',
    ],
    action: { label: 'Choose a new password', path: '/forgot-password' },
  };
}
