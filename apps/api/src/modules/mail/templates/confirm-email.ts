import type { AccountLink, EmailContent } from '../message';

/** After sign-up (or when asked again): the link that confirms the address is the owner's. */
export function confirmEmail(name: string, link: AccountLink): EmailContent {
  return {
    kind: 'account',
    subject: 'Confirm your email address',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Welcome to Mitti. Please confirm that this is your email address: you can browse and shop now, and once it is confirmed you can also invest in farms and start campaigns.',
      'The link works once, within 24 hours. If you did not sign up, you can ignore this email.',
    ],
    action: { label: 'Confirm your email', path: `/confirm-email?token=${link.token}` },
    expiresAt: link.expiresAt,
  };
}
