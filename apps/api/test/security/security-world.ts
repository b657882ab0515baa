import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { verificationRequests } from '../../src/db/schema/invest';
import { insertRefundRequest } from '../../src/modules/refunds/repository';
import { insertUpdate } from '../../src/modules/timeline/repository';
import { insertTestCampaign, setUser } from '../campaign-fixtures';
import type { LocalJwks } from '../local-jwks';
import { startLocalJwks } from '../local-jwks';
import { createOrder, invest, sandboxPay } from '../payments';
import {
  addToCart,
  insertTestItem,
  insertTestJaggery,
  openCardPayment,
  placeCashOrder,
  shownLines,
  TEST_ADDRESS,
} from '../shop-fixtures';
import type { TestContext } from '../test-app';
import type { BuildOptions } from '../../src/app';
import { bearer, createTestApp, newUser } from '../test-app';

export interface Account {
  id: string;
  token: string;
  email: string;
  password: string;
}

/** The four callers of the matrix, and the objects the owners own. */
export interface World {
  ctx: TestContext;
  /** Google's keys, so Google sign-in runs for real. */
  jwks: LocalJwks;
  /** Every route the app registered, as `METHOD /path`. */
  routes: string[];
  /** A verified farmer: owns the campaigns, their timelines and decides their refunds. */
  farmer: Account;
  /** Owns the investments, refund requests, orders, addresses and cart. */
  investor: Account;
  /** Signed in, owns nothing of the others'. */
  stranger: Account;
  admin: Account;
  publicCampaignId: string;
  draftCampaignId: string;
  itemId: string;
  jaggeryId: string;
  close(): Promise<void>;
}

export const GOOGLE_CLIENT_ID = 'mitti-security.apps.googleusercontent.com';

async function account(ctx: TestContext, name: string): Promise<Account> {
  const user = await newUser(ctx.app, name);
  return { id: user.user._id, token: user.token, email: user.email, password: user.password };
}

/** A fresh app whose registered routes are recorded, with the four callers and their objects. */
export async function createWorld({ clock }: Pick<BuildOptions, 'clock'> = {}): Promise<World> {
  const routes: string[] = [];
  const jwks = await startLocalJwks();
  const ctx = await createTestApp(
    { googleClientId: GOOGLE_CLIENT_ID, googleJwksUrl: jwks.url },
    {
      clock,
      onRoute(route: RouteOptions) {
        for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
      },
    },
  );
  const [farmer, investor, stranger, admin] = [
    await account(ctx, 'Ramesh Patil'),
    await account(ctx, 'Ananya Rao'),
    await account(ctx, 'Kiran Shah'),
    await account(ctx, 'Meera Iyer'),
  ];
  await setUser(ctx.db, farmer.id, { active: 'true' });
  await setUser(ctx.db, admin.id, { role: 'admin' });
  return {
    ctx,
    jwks,
    routes,
    farmer,
    investor,
    stranger,
    admin,
    publicCampaignId: await insertTestCampaign(ctx.db, farmer.id, { campaignTitle: 'Millets' }),
    draftCampaignId: await freshDraftCampaign({ ctx, farmer }),
    itemId: await insertTestItem(ctx.db),
    jaggeryId: await insertTestJaggery(ctx.db),
    async close() {
      await ctx.close();
      await jwks.close();
    },
  };
}

type Needs<K extends keyof World> = Pick<World, K>;

/** A hidden Draft of the farmer's, waiting for review. */
export function freshDraftCampaign({ ctx, farmer }: Needs<'ctx' | 'farmer'>): Promise<string> {
  return insertTestCampaign(ctx.db, farmer.id, {
    campaignTitle: 'Saffron',
    status: 'Draft',
    isVerified: false,
  });
}

/** A ₹1,000 investment of the investor's in the farmer's public campaign. */
export function freshInvestment(w: Needs<'ctx' | 'investor' | 'publicCampaignId'>) {
  return invest(w.ctx.app, w.investor.token, w.publicCampaignId, 1_000);
}

export async function freshRefundRequest(w: Needs<'ctx' | 'investor' | 'publicCampaignId'>) {
  return insertRefundRequest(w.ctx.db, await freshInvestment(w), 'Plans changed.');
}

/** An investment order of the investor's, paid in Test mode and not yet verified. */
export async function freshInvestmentPayment(w: Needs<'ctx' | 'investor' | 'publicCampaignId'>) {
  const { order } = await createOrder(w.ctx.app, w.investor.token, w.publicCampaignId, 1_000);
  return sandboxPay(w.ctx.app, w.investor.token, order.id);
}

/** The investor's cart as a card order, paid in Test mode and not yet verified. */
export async function freshShopPayment(w: Needs<'ctx' | 'investor' | 'itemId'>) {
  const cart = await addToCart(w.ctx.app, w.investor.token, w.itemId, '100 g');
  const created = await openCardPayment(w.ctx.app, w.investor.token, shownLines(cart));
  const { order } = created.json<{ order: { id: string } }>();
  return sandboxPay(w.ctx.app, w.investor.token, order.id);
}

export async function freshShopOrder(w: Needs<'ctx' | 'investor' | 'itemId'>): Promise<string> {
  return (await placeCashOrder(w.ctx.app, w.investor.token, w.itemId, '100 g'))._id;
}

export function freshTimelineUpdate(
  w: Needs<'ctx' | 'draftCampaignId'>,
  campaignId = w.draftCampaignId,
): Promise<string> {
  return insertUpdate(
    w.ctx.db,
    { campaignId, title: 'Sowing', date: '2030-01-10', description: 'Seeds are in.' },
    [],
  );
}

/** Sets the investor's addresses to one and answers its id. */
export async function freshAddress(w: Needs<'ctx' | 'investor'>): Promise<string> {
  const res = await w.ctx.app.inject({
    method: 'PUT',
    url: '/api/editAddress',
    headers: bearer(w.investor.token),
    payload: { addresses: [TEST_ADDRESS] },
  });
  return res.json<{ addresses: { _id: string }[] }>().addresses[0]!._id;
}

/** An open verification request of a new, unverified farmer. */
export async function freshVerificationRequest({ ctx }: Needs<'ctx'>): Promise<string> {
  const farmer = await account(ctx, 'Sunita Devi');
  await ctx.app.inject({
    method: 'POST',
    url: '/api/sending-request',
    headers: bearer(farmer.token),
  });
  const [request] = await ctx.db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, farmer.id));
  return request!.id;
}
