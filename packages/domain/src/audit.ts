import * as yup from 'yup';
import { wholeNumber } from './value-schemas';

/** The kinds of thing operators act on, as audit entries name them. */
export const AUDIT_ENTITY_TYPES = [
  'campaign',
  'verification',
  'refund',
  'order',
  'user',
  'product',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  campaign: 'Campaign',
  verification: 'Verification request',
  refund: 'Refund request',
  order: 'Shop order',
  user: 'Account',
  product: 'Product',
};

/** What operators do, as `<entity>.<verb>`, with the words the audit log shows for each. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'campaign.approve': 'Approved a campaign',
  'campaign.reject': 'Sent a campaign back',
  'verification.approve': 'Verified a farmer',
  'verification.decline': 'Declined a verification request',
  'refund.approve': 'Approved a refund',
  'refund.reject': 'Rejected a refund',
  'order.move': 'Moved a shop order',
  'user.promote': 'Made an operator',
  'user.demote': 'Removed an operator',
  'user.verify': 'Verified an account',
  'user.unverify': 'Took back a verification',
  'user.disable': 'Disabled an account',
  'user.enable': 'Enabled an account',
  'product.create': 'Added a product',
  'product.update': 'Edited a product',
  'product.delete': 'Deleted a product',
  'product.archive': 'Archived a product',
  'product.restore': 'Restored a product',
  'product.image_add': 'Added a product picture',
  'product.image_reorder': 'Reordered product pictures',
  'product.image_remove': 'Removed a product picture',
};
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS);

/** One operator action as GET /admin/audit answers it. */
export interface AuditEntry {
  _id: string;
  at: string;
  action: string;
  entityType: string;
  entityId: string;
  /** Null once that account is gone. */
  actor: { _id: string; name: string; email: string } | null;
  /** On a verification request: the farmer who asked (null on other entries, or once they are gone). */
  farmer: { _id: string; name: string } | null;
  /** The changed fields' values before and after the action. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

export interface AuditLogResponse {
  entries: AuditEntry[];
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A moment as ISO 8601 text ('2026-03-05T00:00:00.000Z'); it stays text. */
const instant = (label: string) =>
  yup
    .string()
    .trim()
    .optional()
    .test(
      'instant',
      `${label} must be a date and time (ISO 8601)`,
      (value) => value === undefined || value === '' || !Number.isNaN(Date.parse(value)),
    );

/** GET /admin/audit: newest first; `from` inclusive, `to` exclusive. */
export const auditLogQuerySchema = yup.object({
  action: yup
    .string()
    .trim()
    .optional()
    .matches(/^[a-z_-]+\.[a-z_-]+$/, {
      message: 'action must look like entity.verb',
      excludeEmptyString: true,
    }),
  entityType: yup.string().trim().max(50).optional(),
  entityId: yup.string().trim().max(100).optional(),
  actorId: yup
    .string()
    .trim()
    .optional()
    .matches(UUID, { message: 'actorId must be an account id', excludeEmptyString: true }),
  from: instant('from'),
  to: instant('to'),
  page: wholeNumber('page must be a number', 'page must be a whole number')
    .min(1, 'page must be 1 or more')
    .default(1),
  limit: wholeNumber('limit must be a number', 'limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(100, 'limit must be at most 100')
    .default(20),
});
export type AuditLogQuery = yup.InferType<typeof auditLogQuerySchema>;
