import type { EmailContent } from '../message';

export interface ContactMessageData {
  /** The farmer, or the operator for a message to the Mitti team. */
  recipientName: string;
  senderName: string;
  senderEmail: string;
  senderPhone: string | null;
  message: string;
  /** The campaign it was sent from; null for a message to the Mitti team. */
  campaign: { id: string; title: string } | null;
}

/**
 * A visitor's message from the contact page, whole, to the campaign's farmer or to each operator.
 * Replying answers the visitor: Reply-To is the address they gave. The subject is ours alone: anyone,
 * signed out, can send one, and a name they typed there would let them word Mitti's mail.
 */
export function contactMessageEmail(data: ContactMessageData): EmailContent {
  const { campaign } = data;
  return {
    kind: 'account',
    replyTo: data.senderEmail,
    subject: campaign ? `New message about ${campaign.title}` : 'New message for the Mitti team',
    greeting: `Hello ${data.recipientName},`,
    paragraphs: [
      campaign
        ? `${data.senderName} sent you a message from the page of your campaign "${campaign.title}".`
        : `${data.senderName} sent a message to the Mitti team from the contact page.`,
      `Reply to this email to answer them: your reply goes to ${data.senderEmail}.`,
    ],
    facts: [
      ['From', data.senderName],
      ['Email', data.senderEmail],
      ...(data.senderPhone ? [['Phone', data.senderPhone] as [string, string]] : []),
      ...(campaign ? [['Campaign', campaign.title] as [string, string]] : []),
    ],
    notes: [['Message', data.message]],
    action: campaign
      ? { label: 'See your campaign', path: `/campaign/${campaign.id}` }
      : { label: 'Open the operators’ page', path: '/admin' },
  };
}
