import type { AccountLink, EmailContent } from '../message';

/** The link of a password reset someone asked for this account (forgot-password). */
export function resetPassword(name: string, link: AccountLink): EmailContent {
  return {
    kind: 'account',
    subject: 'Reset your Mitti password',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone, hopefully you, asked to reset the password of your Mitti account. Follow the link below to choose a new one. It works once, within an hour.',
      'If you did not ask for it, you can ignore this email: your password stays as it is.',
    ],
    action: { label: 'Reset your password', path: `/reset-password?token=${link.token}` },
    expiresAt: link.expiresAt,
  };
}
