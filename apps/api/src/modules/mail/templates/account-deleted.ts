import { ACCOUNT_DELETION_KEEPS, ACCOUNT_DELETION_REMOVES } from '@mitti/domain/account-deletion';
import type { EmailContent } from '../message';

/** The last message to the address, queued in the deletion's transaction before it is wiped. */
export function accountDeleted(name: string): EmailContent {
  return {
    kind: 'account',
    subject: 'Your Mitti account was deleted',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Your Mitti account was deleted at your request, and you have been signed out everywhere.',
      ACCOUNT_DELETION_REMOVES,
      ACCOUNT_DELETION_KEEPS,
      'This is the last email we send to this address. If you did not ask for this, write to us from the contact page.',
    ],
    action: { label: 'Visit Mitti', path: '/' },
  };
}
