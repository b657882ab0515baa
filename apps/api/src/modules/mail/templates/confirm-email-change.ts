import type { AccountLink, EmailContent } from '../message';

/** To the new address of a change of email: the link that moves the account to it. */
export function confirmEmailChange(
  name: string,
  newEmail: string,
  link: AccountLink,
): EmailContent {
  return {
    kind: 'account',
    subject: 'Confirm your new email address',
    greeting: `Hello ${name},`,
    paragraphs: [
      `You asked to change the email address of your Mitti account to ${newEmail}. Follow the link below to confirm it: until then your account keeps its old address.`,
      'The link works once, within 24 hours. If you did not ask for this, you can ignore this email.',
    ],
    action: { label: 'Confirm your new email', path: `/confirm-email-change?token=${link.token}` },
    expiresAt: link.expiresAt,
  };
}
