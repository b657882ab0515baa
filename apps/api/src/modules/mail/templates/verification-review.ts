import type { EmailContent } from '../message';

/** To the farmer whose account is now verified (account: always sent). */
export function verificationApprovedEmail(name: string): EmailContent {
  return {
    kind: 'account',
    subject: 'You are a verified farmer',
    greeting: `Hello ${name},`,
    paragraphs: ['Your account is verified. You can now start a campaign on Mitti.'],
    action: { label: 'Start a campaign', path: '/create' },
  };
}

/** To the farmer whose verification request was declined, with the reason. */
export function verificationDeclinedEmail(name: string, reason: string): EmailContent {
  return {
    kind: 'account',
    subject: 'Your verification request was declined',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Your request to be verified as a farmer on Mitti was declined.',
      `Reason: ${reason}`,
      'Once that is addressed, you may send a new request from the page where campaigns are started.',
    ],
    action: { label: 'Request verification again', path: '/create' },
  };
}

/** To a verified farmer whose verification an operator took back, unasked, with the reason. */
export function verificationWithdrawnEmail(name: string, reason: string): EmailContent {
  return {
    kind: 'account',
    subject: 'Your farmer verification was withdrawn',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Mitti has withdrawn your verification as a farmer, so you cannot start new campaigns for now.',
      `Reason: ${reason}`,
      'Once that is addressed, you may ask to be verified again from the page where campaigns are started.',
    ],
    action: { label: 'Request verification again', path: '/create' },
  };
}
