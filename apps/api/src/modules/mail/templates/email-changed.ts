import type { EmailContent } from '../message';

/** To the old address once the change of email is confirmed, so a change the owner did not make is noticed. */
export function emailChanged(name: string, newEmail: string): EmailContent {
  return {
    kind: 'account',
    subject: 'Your Mitti email address was changed',
    greeting: `Hello ${name},`,
    paragraphs: [
      `The email address of your Mitti account was just changed to ${newEmail}. From now on you sign in with it, and our emails go there.`,
      'If you did not change it, write to us from the contact page at once.',
    ],
    action: { label: 'Contact us', path: '/contact' },
  };
}
