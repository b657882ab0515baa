import { randomUUID } from 'node:crypto';
import { solidPng } from '../../src/db/solid-png';
import { sandboxSecrets } from '../../src/modules/payments/sandbox-provider';
import { unsubscribeUrl } from '../../src/modules/mail/unsubscribe-link';
import { hmacHex } from '../../src/modules/payments/signature';
import { NEW_CAMPAIGN_FIELDS, reviewedVersion } from '../campaign-fixtures';
import { multipartFile, multipartForm } from '../multipart';
import type { ShownLine } from '../shop-fixtures';
import { addToCart, shownLines, TEST_ADDRESS } from '../shop-fixtures';
import { insertTestToken } from '../account-tokens';
import { bearer, newEmail, newUnconfirmedUser, newUser, TEST_JWT_SECRET } from '../test-app';
import type { Account, World } from './security-world';
import {
  freshAddress,
  freshDraftCampaign,
  freshInvestment,
  freshInvestmentPayment,
  freshRefundRequest,
  freshShopOrder,
  freshShopPayment,
  freshTimelineUpdate,
  freshVerificationRequest,
  GOOGLE_CLIENT_ID,
} from './security-world';

export type Actor = 'anonymous' | 'stranger' | 'owner' | 'admin';
export const ACTORS: readonly Actor[] = ['anonymous', 'stranger', 'owner', 'admin'];

export interface RouteCall {
  url: string;
  /** A JSON body, or a multipart one (then with its content-type in headers). */
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

export interface RouteCase {
  /** Whose objects the call touches. */
  owner: 'farmer' | 'investor';
  /** The status each caller gets. */
  expect: Record<Actor, number>;
  /** A valid call; makes a fresh object when the call would use one up. `caller` is null for a visitor. */
  call(world: World, caller: Account | null): Promise<RouteCall> | RouteCall;
}

const everyone = (status: number) => ({
  anonymous: status,
  stranger: status,
  owner: status,
  admin: status,
});
/** The caller's own data (the route never names another user's): any signed-in caller. */
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
/** Another user's object: the owner only (the admin is just another user here). */
const ownerOnly = (status: number, refused: number) => ({
  anonymous: 401,
  stranger: refused,
  owner: status,
  admin: refused,
});
/** The owner or an operator. */
const ownerOrAdmin = (status: number, refused: number) => ({
  ...ownerOnly(status, refused),
  admin: status,
});
const adminOnly = (status: number) => ({
  anonymous: 401,
  stranger: 403,
  owner: 403,
  admin: status,
});

/** The investor's one-click link for farm updates, as a path. */
async function investorUnsubscribeUrl(w: World): Promise<string> {
  return unsubscribeUrl(TEST_JWT_SECRET, '', w.investor.id, 'farmUpdates');
}

export const TIMELINE_FIELDS: Record<string, string> = {
  title: 'First harvest',
  date: '2025-02-01',
  description: 'The grapes are in.',
};

const PNG = solidPng(8, [10, 120, 40]);

/** A valid product of the catalogue editor, with a SKU of its own. */
const productBody = () => ({
  name: `Kodo Millet ${randomUUID()}`,
  brand: 'Mitti Farms',
  category: 'Grains',
  farmName: 'Satpura Millet Collective',
  variants: [{ size: '500 g', weight: 500, price: 89.5, sku: `KODO-${randomUUID()}`, stock: 12 }],
});

/** One more of the item's 100 g in the caller's cart, and that line as the checkout shows it. */
async function shownCartLine(w: World, caller: Account | null): Promise<ShownLine[]> {
  const line = { itemId: w.itemId, size: '100 g' };
  if (!caller) return [{ ...line, quantity: 1, price: 60 }];
  return shownLines(await addToCart(w.ctx.app, caller.token, line.itemId, line.size), line);
}

function form(fields: Record<string, string>, fileField: string): RouteCall {
  const body = multipartForm(Object.entries(fields), [
    { field: fileField, filename: 'farm.png', contentType: 'image/png', data: PNG },
  ]);
  return { url: '', payload: body.payload, headers: body.headers };
}

let signups = 0;

/** The caller signed in once more: a call that ends a session ends this one, not the world's. */
async function anotherSignIn(w: World, caller: Account): Promise<Record<string, string>> {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: caller.email, password: caller.password },
  });
  return bearer(res.json<{ token: string }>().token);
}

/**
 * A new account's token in place of a signed-in caller's: ending every session or changing the
 * password would end the world's own sign-ins. These routes act on the caller's own account only,
 * so any signed-in caller stands for the others.
 */
async function newAccount(w: World, caller: Account | null) {
  if (!caller) return { headers: {}, password: 'not signed in' };
  const account = await newUser(w.ctx.app, 'Nisha Rao');
  return { headers: bearer(account.token), password: account.password };
}

/** One entry per route the app registers (`METHOD /path` as registered), HEAD answering as its GET. */
export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/health': {
    owner: 'investor',
    expect: everyone(200),
    call: () => ({ url: '/api/health' }),
  },
  'POST /api/auth/signup': {
    owner: 'investor',
    expect: everyone(201),
    call() {
      signups += 1;
      const email = `matrix${signups}.${Date.now()}@example.com`;
      return {
        url: '/api/auth/signup',
        payload: { username: 'Ravi', email, password: 'long enough pw' },
      };
    },
  },
  'POST /api/auth/login': {
    owner: 'investor',
    expect: everyone(200),
    call: (w) => ({
      url: '/api/auth/login',
      payload: { email: w.investor.email, password: w.investor.password },
    }),
  },
  'POST /api/auth/google-signin': {
    owner: 'investor',
    expect: everyone(200),
    call: async (w) => {
      const now = Math.floor(Date.now() / 1000);
      const idToken = await w.jwks.sign({
        iss: 'https://accounts.google.com',
        aud: GOOGLE_CLIENT_ID,
        sub: '108234567890123456789',
        email: 'kavya.nair@gmail.com',
        email_verified: true,
        name: 'Kavya Nair',
        iat: now,
        exp: now + 3600,
      });
      return { url: '/api/auth/google-signin', payload: { idToken } };
    },
  },
  'POST /api/auth/logout': {
    owner: 'investor',
    expect: everyone(204),
    call: async (w, caller) => ({
      url: '/api/auth/logout',
      headers: caller ? await anotherSignIn(w, caller) : {},
    }),
  },
  'POST /api/auth/logout-all': {
    owner: 'investor',
    expect: signedIn(204),
    call: async (w, caller) => ({
      url: '/api/auth/logout-all',
      headers: (await newAccount(w, caller)).headers,
    }),
  },
  'PUT /api/auth/password': {
    owner: 'investor',
    expect: signedIn(200),
    call: async (w, caller) => {
      const { headers, password } = await newAccount(w, caller);
      return {
        url: '/api/auth/password',
        headers,
        payload: { currentPassword: password, newPassword: 'a new pass phrase' },
      };
    },
  },
  'POST /api/auth/forgot-password': {
    owner: 'investor',
    expect: everyone(202),
    call: (w) => ({ url: '/api/auth/forgot-password', payload: { email: w.investor.email } }),
  },
  // The token is the credential: whoever holds the link may use it, signed in or not.
  'POST /api/auth/reset-password': {
    owner: 'investor',
    expect: everyone(200),
    call: async (w) => {
      const account = await newUser(w.ctx.app, 'Nisha Rao');
      const token = await insertTestToken(w.ctx.db, account.user._id, 'reset-password');
      return { url: '/api/auth/reset-password', payload: { token, password: 'a new pass phrase' } };
    },
  },
  'POST /api/auth/reset-password/check': {
    owner: 'investor',
    expect: everyone(204),
    call: async (w) => {
      const account = await newUser(w.ctx.app, 'Nisha Rao');
      const token = await insertTestToken(w.ctx.db, account.user._id, 'reset-password');
      return { url: '/api/auth/reset-password/check', payload: { token } };
    },
  },
  'POST /api/auth/confirm-email': {
    owner: 'investor',
    expect: everyone(200),
    call: async (w) => {
      const account = await newUnconfirmedUser(w.ctx.app, 'Nisha Rao');
      const token = await insertTestToken(w.ctx.db, account.user._id, 'confirm-email');
      return { url: '/api/auth/confirm-email', payload: { token } };
    },
  },
  'POST /api/auth/resend-confirmation': {
    owner: 'investor',
    expect: signedIn(202),
    call: async (w, caller) => ({
      url: '/api/auth/resend-confirmation',
      headers: caller ? bearer((await newUnconfirmedUser(w.ctx.app, 'Nisha Rao')).token) : {},
    }),
  },
  'POST /api/auth/change-email': {
    owner: 'investor',
    expect: signedIn(202),
    call: async (w, caller) => {
      const { headers, password } = await newAccount(w, caller);
      return {
        url: '/api/auth/change-email',
        headers,
        payload: { newEmail: newEmail(), currentPassword: password },
      };
    },
  },
  // As a reset link: the token is the credential, whoever holds it.
  'POST /api/auth/confirm-email-change': {
    owner: 'investor',
    expect: everyone(200),
    call: async (w) => {
      const account = await newUser(w.ctx.app, 'Nisha Rao');
      const token = await insertTestToken(
        w.ctx.db,
        account.user._id,
        'change-email',
        undefined,
        newEmail(),
      );
      return { url: '/api/auth/confirm-email-change', payload: { token } };
    },
  },
  'GET /api/auth/config': {
    owner: 'investor',
    expect: everyone(200),
    call: () => ({ url: '/api/auth/config' }),
  },
  'GET /api/user-profile': {
    owner: 'investor',
    expect: signedIn(200),
    call: () => ({ url: '/api/user-profile' }),
  },
  'GET /api/users/me/email-preferences': {
    owner: 'investor',
    expect: signedIn(200),
    call: () => ({ url: '/api/users/me/email-preferences' }),
  },
  'PUT /api/users/me/email-preferences': {
    owner: 'investor',
    expect: signedIn(200),
    call: () => ({
      url: '/api/users/me/email-preferences',
      payload: {
        orderUpdates: true,
        farmUpdates: true,
        campaignEnded: true,
        newInvestments: true,
      },
    }),
  },
  'GET /api/users/me/data': {
    owner: 'investor',
    expect: signedIn(200),
    call: () => ({ url: '/api/users/me/data' }),
  },
  // A new account stands for the caller: deleting the world's own accounts would end them.
  'DELETE /api/users/me': {
    owner: 'investor',
    expect: signedIn(204),
    call: async (w, caller) => {
      const { headers, password } = await newAccount(w, caller);
      return { url: '/api/users/me', headers, payload: { password } };
    },
  },
  // The signed token is the authority (an email's one-click link): anyone holding it, signed in or not.
  'GET /api/unsubscribe': {
    owner: 'investor',
    expect: everyone(200),
    call: async (w) => ({
      url: await investorUnsubscribeUrl(w),
    }),
  },
  'POST /api/unsubscribe': {
    owner: 'investor',
    expect: everyone(200),
    call: async (w) => ({
      url: await investorUnsubscribeUrl(w),
      payload: Buffer.from('List-Unsubscribe=One-Click'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  // `_id` names the investor: only the investor may change that profile.
  'PUT /api/editName': {
    owner: 'investor',
    expect: ownerOnly(200, 403),
    call: (w) => ({ url: '/api/editName', payload: { name: 'Ananya R', _id: w.investor.id } }),
  },
  'PUT /api/editPhone': {
    owner: 'investor',
    expect: ownerOnly(200, 403),
    call: (w) => ({ url: '/api/editPhone', payload: { phone: '9876543210', _id: w.investor.id } }),
  },
  'PUT /api/editAddress': {
    owner: 'investor',
    expect: ownerOnly(200, 403),
    call: (w) => ({
      url: '/api/editAddress',
      payload: { addresses: [TEST_ADDRESS], _id: w.investor.id },
    }),
  },
  'DELETE /api/deleteAddress': {
    owner: 'investor',
    expect: ownerOnly(200, 404),
    call: async (w) => ({
      url: '/api/deleteAddress',
      payload: { addressId: await freshAddress(w) },
    }),
  },
  'PUT /api/profile-picture': {
    owner: 'investor',
    expect: signedIn(200),
    call: () => {
      const body = multipartFile('profilePicture', 'me.png', 'image/png', PNG);
      return { url: '/api/profile-picture', payload: body.payload, headers: body.headers };
    },
  },
  'GET /api/campaigns': {
    owner: 'farmer',
    expect: everyone(200),
    call: () => ({ url: '/api/campaigns' }),
  },
  'GET /api/campaigns/filters/options': {
    owner: 'farmer',
    expect: everyone(200),
    call: () => ({ url: '/api/campaigns/filters/options?field=cropTypes' }),
  },
  // A Draft: hidden from everyone but its owner and the operators.
  'GET /api/campaigns/:id': {
    owner: 'farmer',
    expect: { ...ownerOrAdmin(200, 404), anonymous: 404 },
    call: (w) => ({ url: `/api/campaigns/${w.draftCampaignId}` }),
  },
  // Only a verified farmer creates campaigns; the admin and the stranger are not verified farmers.
  'POST /api/campaigns': {
    owner: 'farmer',
    expect: ownerOnly(201, 403),
    call: () => ({ ...form(NEW_CAMPAIGN_FIELDS, 'visuals'), url: '/api/campaigns' }),
  },
  'PUT /api/campaigns/editCampaign/:id': {
    owner: 'farmer',
    expect: ownerOrAdmin(200, 403),
    call: (w) => ({
      ...form(NEW_CAMPAIGN_FIELDS, 'visuals'),
      url: `/api/campaigns/editCampaign/${w.draftCampaignId}`,
    }),
  },
  'DELETE /api/campaigns/:id': {
    owner: 'farmer',
    expect: ownerOrAdmin(200, 403),
    call: async (w) => ({ url: `/api/campaigns/${await freshDraftCampaign(w)}` }),
  },
  'GET /api/user-campaigns': {
    owner: 'investor',
    expect: signedIn(200),
    call: () => ({ url: '/api/user-campaigns' }),
  },
  'POST /api/payments/create-order': {
    owner: 'investor',
    expect: signedIn(200),
    call: (w) => ({
      url: '/api/payments/create-order',
      payload: { campaignId: w.publicCampaignId, amount: 1_000 },
    }),
  },
  'POST /api/payments/verify-payment': {
    owner: 'investor',
    expect: ownerOnly(200, 404),
    call: async (w) => ({
      url: '/api/payments/verify-payment',
      payload: await freshInvestmentPayment(w),
    }),
  },
  'GET /api/campaigns/:investmentId/investment-details': {
    owner: 'investor',
    expect: ownerOnly(200, 404),
    call: async (w) => ({
      url: `/api/campaigns/${await freshInvestment(w)}/investment-details`,
    }),
  },
  // Razorpay's call, trusted by its signature alone.
  'POST /api/payments/webhook': {
    owner: 'investor',
    expect: everyone(200),
    call: () => {
      const body = JSON.stringify({ event: 'payment.authorized' });
      const signature = hmacHex(sandboxSecrets(TEST_JWT_SECRET).webhookSecret, body);
      return {
        url: '/api/payments/webhook',
        payload: Buffer.from(body),
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      };
    },
  },
  'POST /api/payments/sandbox/pay': {
    owner: 'investor',
    expect: ownerOnly(200, 404),
    call: async (w) => ({
      url: '/api/payments/sandbox/pay',
      payload: {
        orderId: (await freshInvestmentPayment(w)).razorpay_order_id,
        outcome: 'success',
      },
    }),
  },
  'POST /api/payments/release': {
    owner: 'investor',
    expect: ownerOnly(200, 404),
    call: async (w) => ({
      url: '/api/payments/release',
      payload: { orderId: (await freshInvestmentPayment(w)).razorpay_order_id },
    }),
  },
  'POST /api/campaigns/refundRequest': {
    owner: 'investor',
    expect: ownerOnly(201, 404),
    call: async (w) => ({
      url: '/api/campaigns/refundRequest',
      payload: { investId: await freshInvestment(w), Reason: 'Plans changed.' },
    }),
  },
  'GET /api/refund-requests': {
    owner: 'investor',
    expect: signedIn(200),
    call: () => ({ url: '/api/refund-requests' }),
  },
  // The campaign's owner decides; an admin only after the owner's 14 days, so not a new request.
  'POST /api/refund-requests/:id/approve': {
    owner: 'farmer',
    expect: ownerOnly(200, 403),
    call: async (w) => ({ url: `/api/refund-requests/${await freshRefundRequest(w)}/approve` }),
  },
  'POST /api/refund-requests/:id/reject': {
    owner: 'farmer',
    expect: ownerOnly(200, 403),
    call: async (w) => ({
      url: `/api/refund-requests/${await freshRefundRequest(w)}/reject`,
      payload: { note: 'Harvest is near.' },
    }),
  },
  'GET /api/campaigns/:id/timeline': {
    owner: 'farmer',
    expect: { ...ownerOrAdmin(200, 404), anonymous: 404 },
    call: (w) => ({ url: `/api/campaigns/${w.draftCampaignId}/timeline` }),
  },
  'POST /api/campaigns/:id/timeline-update': {
    owner: 'farmer',
    expect: ownerOrAdmin(201, 403),
    call: (w) => ({
      ...form(TIMELINE_FIELDS, 'images'),
      url: `/api/campaigns/${w.draftCampaignId}/timeline-update`,
    }),
  },
  'DELETE /api/campaigns/:id/timeline-update/:updateId': {
    owner: 'farmer',
    expect: ownerOrAdmin(200, 403),
    call: async (w) => ({
      url: `/api/campaigns/${w.draftCampaignId}/timeline-update/${await freshTimelineUpdate(w)}`,
    }),
  },
  // Each caller asks to verify their own account; the farmer is verified already.
  'POST /api/sending-request': {
    owner: 'investor',
    expect: signedIn(201),
    call: () => ({ url: '/api/sending-request', payload: {} }),
  },
  'GET /api/items': {
    owner: 'investor',
    expect: everyone(200),
    call: () => ({ url: '/api/items' }),
  },
  'GET /api/items/:id': {
    owner: 'investor',
    expect: everyone(200),
    call: (w) => ({ url: `/api/items/${w.itemId}` }),
  },
  'GET /api/items/:id/reviews': {
    owner: 'investor',
    expect: everyone(200),
    call: (w) => ({ url: `/api/items/${w.itemId}/reviews?page=1` }),
  },
  // The caller's own review: anyone signed in asks about their own, never another's.
  'GET /api/items/:id/review': {
    owner: 'investor',
    expect: signedIn(200),
    call: (w) => ({ url: `/api/items/${w.itemId}/review` }),
  },
  'PUT /api/items/:id/review': {
    owner: 'investor',
    expect: signedIn(200),
    call: (w) => ({
      url: `/api/items/${w.itemId}/review`,
      payload: { rating: 4, comment: 'Bright and fresh.' },
    }),
  },
  'GET /api/cart': { owner: 'investor', expect: signedIn(200), call: () => ({ url: '/api/cart' }) },
  'POST /api/cart': {
    owner: 'investor',
    expect: signedIn(200),
    call: (w) => ({ url: '/api/cart', payload: { itemId: w.itemId, size: '100 g' } }),
  },
  // The order is the investor's own: anyone else, operators too, is told it does not exist.
  'POST /api/cart/buy-again': {
    owner: 'investor',
    expect: ownerOnly(200, 404),
    call: async (w) => ({
      url: '/api/cart/buy-again',
      payload: { orderId: await freshShopOrder(w) },
    }),
  },
  // The line is in the investor's cart only.
  'PUT /api/cart': {
    owner: 'investor',
    expect: ownerOnly(200, 404),
    call: async (w) => {
      await w.ctx.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: bearer(w.investor.token),
        payload: { itemId: w.jaggeryId, size: '250 g' },
      });
      return { url: '/api/cart', payload: { itemId: w.jaggeryId, size: '250 g', quantity: 2 } };
    },
  },
  'DELETE /api/cart': {
    owner: 'investor',
    expect: signedIn(200),
    call: (w) => ({ url: '/api/cart', payload: { itemId: w.jaggeryId, size: '250 g' } }),
  },
  'DELETE /api/cart/clear': {
    owner: 'investor',
    expect: signedIn(200),
    call: () => ({ url: '/api/cart/clear' }),
  },
  'GET /api/orders': {
    owner: 'investor',
    expect: signedIn(200),
    call: () => ({ url: '/api/orders?page=1&limit=10' }),
  },
  // Operators read orders through fulfilment's routes, not the shopper's.
  'GET /api/orders/:id': {
    owner: 'investor',
    expect: ownerOnly(200, 404),
    call: async (w) => ({ url: `/api/orders/${await freshShopOrder(w)}` }),
  },
  // Orders the caller's own cart line as the checkout shows it.
  'POST /api/orders': {
    owner: 'investor',
    expect: signedIn(201),
    call: async (w, caller) => ({
      url: '/api/orders',
      payload: {
        items: await shownCartLine(w, caller),
        paymentMethod: 'COD',
        shippingAddress: TEST_ADDRESS,
      },
    }),
  },
  // Opens a card checkout of the caller's own cart line.
  'POST /api/payments/create-product-order': {
    owner: 'investor',
    expect: signedIn(200),
    call: async (w, caller) => ({
      url: '/api/payments/create-product-order',
      payload: { items: await shownCartLine(w, caller), shippingAddress: TEST_ADDRESS },
    }),
  },
  'POST /api/payments/verify-product-payment': {
    owner: 'investor',
    expect: ownerOnly(200, 404),
    call: async (w) => ({
      url: '/api/payments/verify-product-payment',
      payload: { ...(await freshShopPayment(w)), orderPayload: { shippingAddress: TEST_ADDRESS } },
    }),
  },
  'POST /api/contact': {
    owner: 'farmer',
    expect: everyone(201),
    call: (w) => ({
      url: '/api/contact',
      payload: {
        campaignId: w.publicCampaignId,
        name: 'Ravi',
        email: 'ravi@example.com',
        message: 'Can I visit the farm?',
      },
    }),
  },
  'GET /api/notifications': {
    owner: 'investor',
    expect: signedIn(200),
    call: () => ({ url: '/api/notifications' }),
  },
  'POST /api/notifications/read': {
    owner: 'investor',
    expect: signedIn(200),
    call: () => ({ url: '/api/notifications/read', payload: {} }),
  },
  'GET /api/admin/campaigns': {
    owner: 'farmer',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/campaigns?status=all' }),
  },
  'GET /api/admin/campaigns/:id': {
    owner: 'farmer',
    expect: adminOnly(200),
    call: (w) => ({ url: `/api/admin/campaigns/${w.publicCampaignId}` }),
  },
  'POST /api/admin/campaigns/:id/approve': {
    owner: 'farmer',
    expect: adminOnly(200),
    call: async (w) => {
      const id = await freshDraftCampaign(w);
      return {
        url: `/api/admin/campaigns/${id}/approve`,
        payload: await reviewedVersion(w.ctx.db, id),
      };
    },
  },
  'GET /api/admin/campaigns/:id/changes': {
    owner: 'farmer',
    expect: adminOnly(200),
    call: (w) => ({ url: `/api/admin/campaigns/${w.publicCampaignId}/changes` }),
  },
  'POST /api/admin/campaigns/:id/reject': {
    owner: 'farmer',
    expect: adminOnly(200),
    call: async (w) => {
      const id = await freshDraftCampaign(w);
      return {
        url: `/api/admin/campaigns/${id}/reject`,
        payload: { reason: 'Blurry photos.', ...(await reviewedVersion(w.ctx.db, id)) },
      };
    },
  },
  'GET /api/admin/verification-requests': {
    owner: 'farmer',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/verification-requests' }),
  },
  'GET /api/admin/verification-requests/:id': {
    owner: 'farmer',
    expect: adminOnly(200),
    call: async (w) => ({
      url: `/api/admin/verification-requests/${await freshVerificationRequest(w)}`,
    }),
  },
  'POST /api/admin/verification-requests/:id/approve': {
    owner: 'farmer',
    expect: adminOnly(200),
    call: async (w) => ({
      url: `/api/admin/verification-requests/${await freshVerificationRequest(w)}/approve`,
    }),
  },
  'POST /api/admin/verification-requests/:id/decline': {
    owner: 'farmer',
    expect: adminOnly(200),
    call: async (w) => ({
      url: `/api/admin/verification-requests/${await freshVerificationRequest(w)}/decline`,
      payload: { reason: 'No papers.' },
    }),
  },
  'GET /api/admin/refund-requests': {
    owner: 'farmer',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/refund-requests' }),
  },
  'GET /api/admin/orders': {
    owner: 'investor',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/orders' }),
  },
  'PATCH /api/admin/orders/:id': {
    owner: 'investor',
    expect: adminOnly(200),
    call: async (w) => ({
      url: `/api/admin/orders/${await freshShopOrder(w)}`,
      payload: { orderStatus: 'Shipped' },
    }),
  },
  ...Object.fromEntries(
    ['orders', 'investments', 'refunds', 'campaigns'].map((name): [string, RouteCase] => [
      `GET /api/admin/exports/${name}.csv`,
      {
        owner: 'investor',
        expect: adminOnly(200),
        call: () => ({ url: `/api/admin/exports/${name}.csv?from=2026-01-01&to=2026-12-31` }),
      },
    ]),
  ),
  'GET /api/campaigns/:id/investors.csv': {
    owner: 'farmer',
    expect: ownerOrAdmin(200, 403),
    call: (w) => ({ url: `/api/campaigns/${w.publicCampaignId}/investors.csv` }),
  },
  'GET /api/orders/:id/invoice.pdf': {
    owner: 'investor',
    expect: ownerOrAdmin(200, 404),
    call: async (w) => ({ url: `/api/orders/${await freshShopOrder(w)}/invoice.pdf` }),
  },
  'GET /api/investments/:id/certificate.pdf': {
    owner: 'investor',
    expect: ownerOrAdmin(200, 404),
    call: async (w) => ({ url: `/api/investments/${await freshInvestment(w)}/certificate.pdf` }),
  },
  'GET /api/admin/jobs': {
    owner: 'investor',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/jobs?page=1' }),
  },
  'GET /api/admin/stock/low': {
    owner: 'investor',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/stock/low?threshold=5&page=1' }),
  },
  'GET /api/admin/audit': {
    owner: 'investor',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/audit?entityType=order&page=1' }),
  },
  'GET /api/admin/users': {
    owner: 'investor',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/users?search=example&page=1' }),
  },
  'GET /api/admin/users/:id': {
    owner: 'investor',
    expect: adminOnly(200),
    call: (w) => ({ url: `/api/admin/users/${w.investor.id}` }),
  },
  // The people writes: the admin gets past the guard to the lookup of an account that does not
  // exist (the writes themselves are in the people tests).
  'PUT /api/admin/users/:id/role': {
    owner: 'investor',
    expect: adminOnly(404),
    call: () => ({ url: `/api/admin/users/${randomUUID()}/role`, payload: { role: 'admin' } }),
  },
  'PUT /api/admin/users/:id/verification': {
    owner: 'investor',
    expect: adminOnly(404),
    call: () => ({
      url: `/api/admin/users/${randomUUID()}/verification`,
      payload: { verified: true, reason: 'Papers checked.' },
    }),
  },
  'PUT /api/admin/users/:id/disabled': {
    owner: 'investor',
    expect: adminOnly(404),
    call: () => ({
      url: `/api/admin/users/${randomUUID()}/disabled`,
      payload: { disabled: true, reason: 'Spam.' },
    }),
  },
  'GET /api/admin/products': {
    owner: 'investor',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/products?search=turmeric&page=1' }),
  },
  'GET /api/admin/products/:id': {
    owner: 'investor',
    expect: adminOnly(200),
    call: (w) => ({ url: `/api/admin/products/${w.itemId}` }),
  },
  'POST /api/admin/products': {
    owner: 'investor',
    expect: adminOnly(201),
    call: () => ({ url: '/api/admin/products', payload: productBody() }),
  },
  // The other product writes: the admin gets past the guard to the lookup of a product that does
  // not exist (the writes themselves are in the catalogue-admin tests).
  'PUT /api/admin/products/:id': {
    owner: 'investor',
    expect: adminOnly(404),
    call: () => ({
      url: `/api/admin/products/${randomUUID()}`,
      payload: { ...productBody(), version: 1 },
    }),
  },
  'DELETE /api/admin/products/:id': {
    owner: 'investor',
    expect: adminOnly(404),
    call: () => ({ url: `/api/admin/products/${randomUUID()}` }),
  },
  'POST /api/admin/products/:id/archive': {
    owner: 'investor',
    expect: adminOnly(404),
    call: () => ({ url: `/api/admin/products/${randomUUID()}/archive` }),
  },
  'POST /api/admin/products/:id/restore': {
    owner: 'investor',
    expect: adminOnly(404),
    call: () => ({ url: `/api/admin/products/${randomUUID()}/restore` }),
  },
  'POST /api/admin/products/:id/images': {
    owner: 'investor',
    expect: adminOnly(404),
    call: () => {
      const body = multipartFile('image', 'jar.png', 'image/png', PNG);
      return {
        url: `/api/admin/products/${randomUUID()}/images`,
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  'PUT /api/admin/products/:id/images/order': {
    owner: 'investor',
    expect: adminOnly(404),
    call: () => ({
      url: `/api/admin/products/${randomUUID()}/images/order`,
      payload: { imageIds: [randomUUID()] },
    }),
  },
  'DELETE /api/admin/products/:id/images/:imageId': {
    owner: 'investor',
    expect: adminOnly(404),
    call: () => ({ url: `/api/admin/products/${randomUUID()}/images/${randomUUID()}` }),
  },
  // The admin gets past the guard to the lookup: a job that does not exist is 404 (a failed job's
  // retry is in the mail tests).
  'POST /api/admin/jobs/:id/retry': {
    owner: 'investor',
    expect: adminOnly(404),
    call: () => ({ url: `/api/admin/jobs/${randomUUID()}/retry` }),
  },
  // For search engines: nobody's own.
  'GET /sitemap.xml': {
    owner: 'investor',
    expect: everyone(200),
    call: () => ({ url: '/sitemap.xml' }),
  },
  'GET /sitemaps/:part': {
    owner: 'investor',
    expect: everyone(200),
    call: () => ({ url: '/sitemaps/pages.xml' }),
  },
  'GET /robots.txt': {
    owner: 'investor',
    expect: everyone(200),
    call: () => ({ url: '/robots.txt' }),
  },
  // Operators' scrape: from this machine without METRICS_TOKEN (inject comes from 127.0.0.1).
  'GET /metrics': {
    owner: 'investor',
    expect: everyone(200),
    call: () => ({ url: '/metrics' }),
  },
  // Development and the demo only (never with SMTP_URL, nor in production without the demo; in the
  // demo's production, this machine only): the mail written to DATA_DIR/mail, no one's own.
  'GET /dev/mail': {
    owner: 'investor',
    expect: everyone(200),
    call: () => ({ url: '/dev/mail' }),
  },
  'GET /dev/mail/:name': {
    owner: 'investor',
    expect: everyone(404),
    call: () => ({ url: '/dev/mail/..%2Fjwt-secret' }),
  },
  'GET /dev/mail/:name/raw': {
    owner: 'investor',
    expect: everyone(404),
    call: () => ({ url: '/dev/mail/20260101T000000000Z-00000000.eml/raw' }),
  },
};

/** Static files, not API routes: public by design and covered by the static-file tests. */
export const STATIC_ROUTES: readonly string[] = ['GET /uploads/*', 'HEAD /uploads/*'];

export function callerOf(world: World, routeCase: RouteCase, actor: Actor): Account | null {
  if (actor === 'anonymous') return null;
  if (actor === 'owner') return world[routeCase.owner];
  return world[actor];
}

/** Sends the call as `METHOD`, with the caller's bearer token unless the call brings its own. */
export function send(world: World, method: string, call: RouteCall, caller: Account | null) {
  return world.ctx.app.inject({
    method: method as 'GET',
    url: call.url,
    headers: { ...(caller ? bearer(caller.token) : {}), ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
}
