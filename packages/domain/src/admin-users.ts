import * as yup from 'yup';
import type { VerificationStatus } from './admin';
import type { UserRole } from './user';
import { typedText, wholeNumber } from './value-schemas';

export const USER_ROLES = ['user', 'admin'] as const satisfies readonly UserRole[];

/** An account as the operators' People list shows it. */
export interface AdminUserSummary {
  _id: string;
  name: string;
  email: string;
  role: UserRole;
  /** A verified farmer (`active` is 'true'). */
  verified: boolean;
  /** When an operator disabled the account; null while it may sign in. */
  disabledAt: string | null;
  createdAt: string;
}

/** GET /admin/users */
export interface AdminUsersResponse {
  users: AdminUserSummary[];
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

export interface AdminUserVerificationRequest {
  _id: string;
  status: VerificationStatus;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface AdminUserCampaign {
  _id: string;
  campaignTitle: string;
  status: string;
  isVerified: boolean;
  /** Rupees. */
  raisedAmount: number;
  fundingGoal: number;
  createdAt: string;
}

export interface AdminUserInvestment {
  _id: string;
  campaignId: string;
  campaignTitle: string;
  /** Rupees. */
  amount: number;
  status: string;
  createdAt: string;
}

export interface AdminUserOrder {
  _id: string;
  orderStatus: string;
  paymentStatus: string;
  /** Rupees. */
  totalPrice: number;
  createdAt: string;
}

/** GET /admin/users/:id: the account, its verification history and its latest activity with counts. */
export interface AdminUserDetail extends AdminUserSummary {
  phone: string;
  emailConfirmed: boolean;
  verificationRequests: AdminUserVerificationRequest[];
  counts: { campaigns: number; investments: number; orders: number };
  /** The latest ADMIN_USER_LIST_LIMIT of each, newest first. */
  campaigns: AdminUserCampaign[];
  investments: AdminUserInvestment[];
  orders: AdminUserOrder[];
}

export const ADMIN_USER_LIST_LIMIT = 20;

/** The answer of each People action. */
export interface AdminUserActionResponse {
  message: string;
  user: AdminUserDetail;
}

/** GET /admin/users?search=&role=&page=&limit= */
export const adminUsersQuerySchema = yup.object({
  search: yup.string().trim().max(200).optional(),
  role: yup.string().oneOf(USER_ROLES, 'role must be user or admin').optional(),
  page: wholeNumber('page must be a number', 'page must be a whole number')
    .min(1, 'page must be 1 or more')
    .default(1),
  limit: wholeNumber('limit must be a number', 'limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(50, 'limit must be at most 50')
    .default(20),
});
export type AdminUsersQuery = yup.InferType<typeof adminUsersQuerySchema>;

/** PUT /admin/users/:id/role */
export const userRoleSchema = yup.object({
  role: yup.string().oneOf(USER_ROLES, 'role must be user or admin').required('role is required'),
});
export type UserRoleBody = yup.InferType<typeof userRoleSchema>;

const reason = typedText().max(1000, 'The reason is too long').required('Please give a reason.');

/** PUT /admin/users/:id/verification: both ways need a reason, which the farmer is told. */
export const userVerificationSchema = yup.object({
  verified: yup.boolean().strict().required('verified is required'),
  reason,
});
export type UserVerificationBody = yup.InferType<typeof userVerificationSchema>;

/** PUT /admin/users/:id/disabled: disabling needs a reason, enabling may give one. */
export const userDisabledSchema = yup.object({
  disabled: yup.boolean().strict().required('disabled is required'),
  reason: typedText()
    .max(1000, 'The reason is too long')
    .when('disabled', {
      is: true,
      then: (schema) => schema.required('Please give a reason.'),
      otherwise: (schema) => schema.optional(),
    }),
});
export type UserDisabledBody = yup.InferType<typeof userDisabledSchema>;

/** The 403 code of signing in to a disabled account. */
export const ACCOUNT_DISABLED = 'ACCOUNT_DISABLED';
