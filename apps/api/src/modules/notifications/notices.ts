import type { UpdateOrderStatusBody } from '@mitti/domain/admin';
import { formatPaise, formatShopPaise } from '@mitti/domain/money';
import { orderNumber } from '@mitti/domain/short-id';
import { shortText } from '@mitti/domain/short-text';
import type { NewNotification } from './repository';

/** A notification before it is addressed: what each event tells, and where the bell leads. */
export type Notice = Omit<NewNotification, 'userId'>;

/** How much of a contact message its notification quotes. */
const QUOTED_CHARS = 140;

const quote = (message: string) => shortText(message, QUOTED_CHARS);

/** The owner's 'Refund requests' section, far down a dashboard full of campaigns. */
const REFUND_REQUESTS_LINK = '/dashboard#refund-requests';

/** The investor's dashboard at that investment's card, where its refund stands. */
const investmentLink = (investmentId: string) => `/dashboard#investment-${investmentId}`;

/** A campaign as a notice to its owner names it and opens it. */
interface OwnCampaign {
  id: string;
  campaignTitle: string;
}

/** The owner's dashboard with one of their campaigns open in Manage, or in Edit. */
export const ownCampaignLink = (campaignId: string, dialog: 'manage' | 'edit' = 'manage') =>
  `/dashboard?${dialog}=${campaignId}`;

/** To a campaign's owner, leading to it as the public sees it now. */
export function campaignApproved(campaign: OwnCampaign): Notice {
  return {
    type: 'campaign',
    title: 'Campaign approved',
    body: `"${campaign.campaignTitle}" is now live on Mitti.`,
    link: `/campaign/${campaign.id}`,
  };
}

/** To a campaign's owner, who edits it to send it for review again: the link opens Edit. */
export function campaignRejected(campaign: OwnCampaign, reason: string): Notice {
  return {
    type: 'campaign',
    title: 'Campaign needs changes',
    body: `"${campaign.campaignTitle}" was not approved. Reason: ${reason}`,
    link: ownCampaignLink(campaign.id, 'edit'),
  };
}

/** To each investor whose money a cancelled campaign still holds. */
export function campaignCancelled(campaignTitle: string): Notice {
  return {
    type: 'campaign',
    title: 'Campaign cancelled',
    body: `"${campaignTitle}" was cancelled. You can ask for a refund of your investment from your dashboard.`,
    link: '/dashboard',
  };
}

/** To each investor whose money it holds when its farm marks a campaign Completed. */
export function campaignCompleted(campaignTitle: string, campaignId: string): Notice {
  return {
    type: 'campaign',
    title: 'Campaign completed',
    body: `"${campaignTitle}" was marked completed by its farm.`,
    link: `/campaign/${campaignId}`,
  };
}

/**
 * To each operator: a campaign waits in Campaign review, new or sent back after changes. The link
 * opens it there.
 */
export function campaignToReview(
  campaignTitle: string,
  farmName: string,
  campaignId: string,
): Notice {
  return {
    type: 'campaign',
    title: 'Campaign to review',
    body: `${farmName} sent "${campaignTitle}" for review.`,
    link: `/admin?tab=campaigns&review=${campaignId}`,
    reviewSubjectId: campaignId,
  };
}

/** To a campaign's owner, when a payment brings it to its goal. */
export function campaignFunded(campaign: OwnCampaign, raisedPaise: number): Notice {
  return {
    type: 'campaign',
    title: 'Campaign fully funded',
    body: `"${campaign.campaignTitle}" reached its goal of ${formatPaise(raisedPaise)} and takes no more investments.`,
    link: ownCampaignLink(campaign.id),
  };
}

/** To the owner and each investor once the end date has passed: Funded or ended short of the goal. */
export function campaignEnded(campaignTitle: string, funded: boolean, link: string): Notice {
  return {
    type: 'campaign',
    title: funded ? 'Campaign funded' : 'Campaign ended',
    body: funded
      ? `"${campaignTitle}" has ended and reached its goal.`
      : `"${campaignTitle}" has ended without reaching its goal.`,
    link,
  };
}

/** To each operator: a farmer waits in Farmer verification; the link opens that request there. */
export function verificationToReview(farmerName: string, requestId: string): Notice {
  return {
    type: 'verification',
    title: 'Verification request',
    body: `${farmerName} asks to be verified as a farmer.`,
    link: `/admin?tab=verification&request=${requestId}`,
    reviewSubjectId: requestId,
  };
}

/** To a campaign's farmer, who has no inbox: the sender's address to reply to and the message. */
export function contactMessage(
  { name, email, message }: { name: string; email: string; message: string },
  campaignTitle: string,
): Notice {
  return {
    type: 'campaign',
    title: 'New message from a visitor',
    body: `${name} (${email}) wrote about "${campaignTitle}": "${quote(message)}"`,
    link: '/dashboard',
  };
}

export function verificationApproved(): Notice {
  return {
    type: 'verification',
    title: 'You are a verified farmer',
    body: 'Your account is verified. You can now start a campaign on Mitti.',
    link: '/create',
  };
}

export function verificationDeclined(reason: string): Notice {
  return {
    type: 'verification',
    title: 'Verification declined',
    body: `Your verification request was declined. Reason: ${reason}`,
    link: '/dashboard',
  };
}

export function verificationWithdrawn(reason: string): Notice {
  return {
    type: 'verification',
    title: 'Verification withdrawn',
    body: `Your verification as a farmer was withdrawn. Reason: ${reason}`,
    link: '/create',
  };
}

/** To a campaign's owner. */
export function investmentReceived(
  investorName: string,
  amountPaise: number,
  campaign: OwnCampaign,
): Notice {
  return {
    type: 'investment',
    title: 'New investment',
    body: `${investorName} invested ${formatPaise(amountPaise)} in "${campaign.campaignTitle}".`,
    link: ownCampaignLink(campaign.id),
  };
}

/** To a campaign's owner. */
export function refundRequested(
  investorName: string,
  amountPaise: number,
  campaignTitle: string,
): Notice {
  return {
    type: 'refund',
    title: 'Refund requested',
    body: `${investorName} asked for a refund of ${formatPaise(amountPaise)} from "${campaignTitle}".`,
    link: REFUND_REQUESTS_LINK,
  };
}

/** To the owner, who has not decided yet; `daysLeft` before operators decide instead. */
export function refundReminder(
  investorName: string,
  campaignTitle: string,
  daysLeft: number,
): Notice {
  return {
    type: 'refund',
    title: 'Refund request waiting',
    body: `${investorName}'s refund request for "${campaignTitle}" goes to Mitti's operators in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} unless you decide it.`,
    link: REFUND_REQUESTS_LINK,
  };
}

/** To the investor whose request the owner left undecided. */
export function refundEscalated(campaignTitle: string, investmentId: string): Notice {
  return {
    type: 'refund',
    title: 'Refund request with Mitti',
    body: `The owner of "${campaignTitle}" did not decide your refund request in time, so Mitti's operators will decide it.`,
    link: investmentLink(investmentId),
  };
}

/**
 * To each operator, the same moment: the request waits in Refunds among the overdue. Read once it is
 * decided, by the owner or an operator.
 */
export function refundToDecide(
  investorName: string,
  campaignTitle: string,
  requestId: string,
): Notice {
  return {
    type: 'refund',
    title: 'Refund request to decide',
    body: `${investorName}'s refund request for "${campaignTitle}" was not decided by its owner in time.`,
    link: '/admin?tab=refunds',
    reviewSubjectId: requestId,
  };
}

/** To the owner, the same moment: they may still decide it until an operator does. */
export function refundEscalatedToOwner(investorName: string, campaignTitle: string): Notice {
  return {
    type: 'refund',
    title: 'Refund request with Mitti',
    body: `${investorName}'s refund request for "${campaignTitle}" was not decided in time, so Mitti's operators will decide it. You can still decide it until they do.`,
    link: REFUND_REQUESTS_LINK,
  };
}

/**
 * To the owner of the campaign whose request Mitti's operators decided: `note` is the reason it
 * was rejected, null when approved.
 */
export function refundDecidedByOperators(
  investorName: string,
  amountPaise: number,
  campaignTitle: string,
  note: string | null,
): Notice {
  return {
    type: 'refund',
    title: note === null ? 'Refund approved by Mitti' : 'Refund rejected by Mitti',
    body:
      note === null
        ? `Mitti's operators approved ${investorName}'s refund of ${formatPaise(amountPaise)} from "${campaignTitle}". It comes out of the campaign's raised amount.`
        : `Mitti's operators rejected ${investorName}'s refund request for "${campaignTitle}". Reason: ${note}`,
    link: REFUND_REQUESTS_LINK,
  };
}

/** To the investor. */
export function refundApproved(
  amountPaise: number,
  campaignTitle: string,
  investmentId: string,
): Notice {
  return {
    type: 'refund',
    title: 'Refund approved',
    body: `Your refund of ${formatPaise(amountPaise)} from "${campaignTitle}" was approved.`,
    link: investmentLink(investmentId),
  };
}

/** To the investor. */
export function refundRejected(campaignTitle: string, note: string, investmentId: string): Notice {
  return {
    type: 'refund',
    title: 'Refund request rejected',
    body: `Your refund request for "${campaignTitle}" was rejected. Reason: ${note}`,
    link: investmentLink(investmentId),
  };
}

/** To the investor whose verified payment could not be counted and went back; `reason` says why. */
export function investmentPaymentRefunded(
  amountPaise: number,
  campaignTitle: string,
  reason: string,
): Notice {
  return {
    type: 'refund',
    title: 'Payment refunded',
    body: `Your payment of ${formatPaise(amountPaise)} for "${campaignTitle}" could not be counted. ${reason}`,
    link: '/dashboard',
  };
}

/** To the shopper whose verified card payment placed no order; `reason` says why. */
export function shopPaymentRefunded(amountPaise: number, reason: string): Notice {
  return {
    type: 'order',
    title: 'Payment refunded',
    body: `Your card payment of ${formatShopPaise(amountPaise)} for your Mitti Market order could not be used. ${reason}`,
    link: '/shop/cart',
  };
}

/** To an investor of the campaign, leading to their investment's farm page. */
export function timelineUpdate(
  campaign: { id: string; campaignTitle: string; farmName: string },
  updateTitle: string,
  investmentId: string,
): Notice {
  return {
    type: 'timeline',
    title: 'New farm update',
    body: `${campaign.farmName} posted "${updateTitle}" on "${campaign.campaignTitle}".`,
    link: `/invested-farm-details/${campaign.id}/${investmentId}`,
  };
}

/** To the shopper, leading to that order on their orders page; `refunded` when their card payment went back. */
export function orderMoved(
  to: UpdateOrderStatusBody['orderStatus'],
  order: { id: string; totalPaise: number; shippingAddress: { city: string } },
  refunded: boolean,
): Notice {
  const number = `#${orderNumber(order.id)}`;
  const notice = { type: 'order', link: `/shop/orders?order=${order.id}` } as const;
  switch (to) {
    case 'Shipped':
      return {
        ...notice,
        title: 'Your order has shipped',
        body: `Order ${number} is on its way to ${order.shippingAddress.city}.`,
      };
    case 'Delivered':
      return { ...notice, title: 'Order delivered', body: `Order ${number} has been delivered.` };
    case 'Cancelled':
      return {
        ...notice,
        title: 'Order cancelled',
        body: refunded
          ? `Order ${number} was cancelled and ${formatShopPaise(order.totalPaise)} refunded to your card.`
          : `Order ${number} was cancelled.`,
      };
  }
}
