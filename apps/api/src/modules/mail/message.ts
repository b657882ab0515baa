import type { EmailTopic } from '@mitti/domain/email-preferences';

/**
 * account: sign-in, security, the reviews of a user's own campaign or verification, an operator's
 * waiting work; money: receipts, payments, refunds, cancellations. Both always go out. Every other
 * kind is news of a topic, which a user may turn off, so it carries a one-click unsubscribe link
 * (unsubscribe-link.ts).
 */
export type EmailContent = EmailBody &
  ({ kind: 'account' | 'money' } | { kind: 'news'; topic: EmailTopic; unsubscribeUrl: string });

/** What a template says; the layout turns it into HTML and plain text in the product's look. */
export interface EmailBody {
  subject: string;
  /** The first line: 'Hello Asha,'. */
  greeting: string;
  paragraphs: string[];
  /** Label and value rows: the amount, the campaign, the order number. */
  facts?: [label: string, value: string][];
  /**
   * Free text someone typed (a refund's reason), shown below the facts as a labelled paragraph
   * rather than in a narrow table cell; its line breaks are kept.
   */
  notes?: [label: string, text: string][];
  /** The link back into the product: a path under PUBLIC_URL. */
  action: { label: string; path: string };
  /** When the link stops working (an account link): a message still unsent then is not sent. */
  expiresAt?: Date;
  /** Where a reply goes instead of to Mitti: the visitor who wrote a contact message. */
  replyTo?: string;
}

/** An emailed single-use link's token and the moment it stops working. */
export interface AccountLink {
  token: string;
  expiresAt: Date;
}

/** A rendered message as the 'send-email' job carries it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  replyTo?: string;
  /** ISO time after which it is dropped unsent: its link would no longer work. */
  sendBefore?: string;
}
