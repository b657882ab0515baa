import type { AdminUserDetail, AdminUsersResponse } from '@mitti/domain/admin-users';
import type { CampaignListResponse } from '@mitti/domain/campaign';
import type { UserProfile } from '@mitti/domain/user';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { campaignSearch, investments, verificationRequests } from '../../db/schema/invest';
import { sessions, users } from '../../db/schema/users';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { queuedSubjects } from '../../../test/mail';
import { invest } from '../../../test/payments';
import { insertTestItem, placeCashOrder } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';

type Account = Awaited<ReturnType<typeof newUser>>;

const clock = testClock('2026-03-05T10:00:00Z');
let ctx: TestContext;
let admin: Account;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
});
afterAll(() => ctx.close());

function put(id: string, what: string, payload: object, token = admin.token) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${id}/${what}`,
    headers: bearer(token),
    payload,
  });
}

async function auditOf(entityId: string) {
  return ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);
}

async function account(id: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('GET /api/admin/users', () => {
  it('finds accounts by name or email, a page at a time, and by role', async () => {
    const tag = `zq${Date.now()}`;
    const a = await newUser(ctx.app, `Asha ${tag}`);
    const b = await newUser(ctx.app, `Bina ${tag}`);
    const c = await newUser(ctx.app, `Chitra ${tag}`);
    await setUser(ctx.db, c.user._id, { role: 'admin' });

    const first = await ctx.app.inject({
      url: `/api/admin/users?search=${tag.toUpperCase()}&limit=2`,
      headers: bearer(admin.token),
    });
    expect(first.statusCode).toBe(200);
    const page = first.json<AdminUsersResponse>();
    expect(page).toMatchObject({ page: 1, limit: 2, total: 3, hasMore: true });
    expect(page.users.map((user) => user.name)).toEqual([`Asha ${tag}`, `Bina ${tag}`]);
    expect(page.users[0]).toEqual({
      _id: a.user._id,
      name: `Asha ${tag}`,
      email: a.email,
      role: 'user',
      verified: false,
      disabledAt: null,
      createdAt: expect.any(String),
    });

    const byEmail = await ctx.app.inject({
      url: `/api/admin/users?search=${encodeURIComponent(b.email)}`,
      headers: bearer(admin.token),
    });
    expect(byEmail.json<AdminUsersResponse>().users.map((user) => user._id)).toEqual([b.user._id]);

    const admins = await ctx.app.inject({
      url: `/api/admin/users?search=${tag}&role=admin`,
      headers: bearer(admin.token),
    });
    expect(admins.json<AdminUsersResponse>().users.map((user) => user._id)).toEqual([c.user._id]);

    const bad = await ctx.app.inject({
      url: '/api/admin/users?role=boss',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('finds an account by its phone number, however it is written', async () => {
    const farmer = await newUser(ctx.app, 'Gopal Reddy');
    // An address without digits: newUser's holds the time, which may hold '944' as well.
    await ctx.db
      .update(users)
      .set({ phone: '9443012345', email: 'gopal.reddy@example.com' })
      .where(eq(users.id, farmer.user._id));
    const search = async (term: string) =>
      (
        await ctx.app.inject({
          url: `/api/admin/users?search=${encodeURIComponent(term)}`,
          headers: bearer(admin.token),
        })
      )
        .json<AdminUsersResponse>()
        .users.map((user) => user.name);

    expect(await search('+91 94430 12345')).toEqual(['Gopal Reddy']);
    expect(await search('094430-12345')).toEqual(['Gopal Reddy']);
    expect(await search('12345')).toContain('Gopal Reddy');
    // Three digits are too few to be a phone; a word with digits in it is a name or an email.
    expect(await search('944')).not.toContain('Gopal Reddy');
    expect(await search('gopal 12345')).toEqual([]);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows the account with its campaigns, investments and orders', async () => {
    const person = await newUser(ctx.app, 'Ravi Kumar');
    const farmer = await newUser(ctx.app, 'Lakshmi Nair');
    const own = await insertTestCampaign(ctx.db, person.user._id, { campaignTitle: 'Ravi farm' });
    const other = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Lakshmi farm',
    });
    await invest(ctx.app, person.token, other, 1000);
    const itemId = await insertTestItem(ctx.db);
    const order = await placeCashOrder(ctx.app, person.token, itemId, '100 g');

    const res = await ctx.app.inject({
      url: `/api/admin/users/${person.user._id}`,
      headers: bearer(admin.token),
    });

    expect(res.statusCode).toBe(200);
    const detail = res.json<AdminUserDetail>();
    expect(detail).toMatchObject({
      _id: person.user._id,
      name: 'Ravi Kumar',
      role: 'user',
      verified: false,
      disabledAt: null,
      emailConfirmed: true,
      verificationRequests: [],
      counts: { campaigns: 1, investments: 1, orders: 1 },
    });
    expect(detail.campaigns.map((c) => [c._id, c.campaignTitle, c.status])).toEqual([
      [own, 'Ravi farm', 'Active'],
    ]);
    expect(detail.investments.map((i) => [i.campaignId, i.campaignTitle, i.amount])).toEqual([
      [other, 'Lakshmi farm', 1000],
    ]);
    expect(detail.orders.map((o) => [o._id, o.orderStatus])).toEqual([[order._id, 'Processing']]);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await ctx.app.inject({
        url: `/api/admin/users/${id}`,
        headers: bearer(admin.token),
      });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('PUT /api/admin/users/:id/role', () => {
  it('makes an operator, who can then call the admin routes, and audits it', async () => {
    const person = await newUser(ctx.app, 'Kiran Rao');
    const before = await ctx.app.inject({
      url: '/api/admin/audit',
      headers: bearer(person.token),
    });
    expect(before.statusCode).toBe(403);

    const res = await put(person.user._id, 'role', { role: 'admin' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Kiran Rao is now an operator.',
      user: { _id: person.user._id, role: 'admin' },
    });
    expect((await account(person.user._id)).role).toBe('admin');
    const after = await ctx.app.inject({
      url: '/api/admin/users',
      headers: bearer(person.token),
    });
    expect(after.statusCode).toBe(200);
    expect(await auditOf(person.user._id)).toEqual([
      expect.objectContaining({
        actorId: admin.user._id,
        action: 'user.promote',
        entityType: 'user',
        at: new Date('2026-03-05T10:00:00Z'),
        before: { role: 'user' },
        after: { role: 'admin' },
      }),
    ]);

    const demoted = await put(person.user._id, 'role', { role: 'user' });
    expect(demoted.json().message).toBe('Kiran Rao is no longer an operator.');
    const refused = await ctx.app.inject({
      url: '/api/admin/users',
      headers: bearer(person.token),
    });
    expect(refused.statusCode).toBe(403);
    expect((await auditOf(person.user._id)).map((entry) => entry.action).sort()).toEqual([
      'user.demote',
      'user.promote',
    ]);
  });

  it('refuses to let an operator remove their own role (409) and checks the body', async () => {
    const res = await put(admin.user._id, 'role', { role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'You cannot remove your own operator role. Ask another operator to do it.',
      code: 'OWN_ROLE',
    });
    expect((await account(admin.user._id)).role).toBe('admin');
    expect(await auditOf(admin.user._id)).toEqual([]);

    const bad = await put(admin.user._id, 'role', { role: 'owner' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/users/:id/verification', () => {
  it('verifies a farmer: decides the waiting request, tells them, audits it', async () => {
    const farmer = await newUser(ctx.app, 'Kavya Menon');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/sending-request',
      headers: bearer(farmer.token),
    });

    const res = await put(farmer.user._id, 'verification', {
      verified: true,
      reason: 'Papers checked by phone.',
    });

    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: AdminUserDetail }>().user).toMatchObject({
      verified: true,
      verificationRequests: [{ status: 'Approved', reason: 'Papers checked by phone.' }],
    });
    expect((await account(farmer.user._id)).active).toBe('true');
    const requests = await ctx.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, farmer.user._id));
    expect(requests).toEqual([
      expect.objectContaining({ status: 'approved', decidedBy: admin.user._id }),
    ]);
    expect(await queuedSubjects(ctx.db, farmer.email)).toEqual(['You are a verified farmer']);

    const undo = await put(farmer.user._id, 'verification', {
      verified: false,
      reason: 'The land records did not match.',
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json<{ user: AdminUserDetail }>().user).toMatchObject({
      verified: false,
      // They asked for nothing this time: their verification was taken back, not a request declined.
      verificationRequests: [
        { status: 'Withdrawn', reason: 'The land records did not match.' },
        { status: 'Approved', reason: 'Papers checked by phone.' },
      ],
    });
    expect((await account(farmer.user._id)).active).toBe('false');
    expect(await queuedSubjects(ctx.db, farmer.email)).toEqual([
      'You are a verified farmer',
      'Your farmer verification was withdrawn',
    ]);
    const profile = await ctx.app.inject({
      url: '/api/user-profile',
      headers: bearer(farmer.token),
    });
    expect(profile.json<UserProfile>().verificationRequest).toEqual({
      status: 'withdrawn',
      reason: 'The land records did not match.',
    });
    const entries = await auditOf(farmer.user._id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.reason]).sort()).toEqual([
      ['user.unverify', { active: 'true' }, { active: 'false' }, 'The land records did not match.'],
      ['user.verify', { active: 'false' }, { active: 'true' }, 'Papers checked by phone.'],
    ]);

    const noReason = await put(farmer.user._id, 'verification', { verified: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
  });
});

describe('PUT /api/admin/users/:id/disabled', () => {
  it('disables an account: no sign-in, sessions end, campaigns hidden; enabling undoes it', async () => {
    const farmer = await newUser(ctx.app, 'Gurpreet Singh');
    const investor = await newUser(ctx.app, 'Ananya Rao');
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Hidden when disabled',
    });
    const investId = await invest(ctx.app, investor.token, campaignId, 1000);
    const refunded = await newUser(ctx.app, 'Kabir Shah');
    const refundedId = await invest(ctx.app, refunded.token, campaignId, 1000);
    await ctx.db
      .update(investments)
      .set({ status: 'refunded' })
      .where(eq(investments.id, refundedId));
    const listed = async () =>
      (await ctx.app.inject({ url: '/api/campaigns?limit=50' })).json<CampaignListResponse>();
    const totalBefore = (await listed()).total;
    expect((await listed()).campaigns.map((c) => c._id)).toContain(campaignId);

    const res = await put(farmer.user._id, 'disabled', {
      disabled: true,
      reason: 'Fake land papers.',
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Gurpreet Singh is disabled.',
      user: { disabledAt: '2026-03-05T10:00:00.000Z' },
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: farmer.email, password: farmer.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      message:
        'This account has been disabled by the Mitti team. Please contact us if you think this is a mistake.',
      code: 'ACCOUNT_DISABLED',
    });
    const old = await ctx.app.inject({ url: '/api/user-profile', headers: bearer(farmer.token) });
    expect(old.statusCode).toBe(401);
    const live = await ctx.db.select().from(sessions).where(eq(sessions.userId, farmer.user._id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);

    const after = await listed();
    expect(after.campaigns.map((c) => c._id)).not.toContain(campaignId);
    expect(after.total).toBe(totalBefore - 1);
    expect(
      await ctx.db.select().from(campaignSearch).where(eq(campaignSearch.campaignId, campaignId)),
    ).toEqual([]);
    const detail = await ctx.app.inject({ url: `/api/campaigns/${campaignId}` });
    expect(detail.statusCode).toBe(404);
    // Deliberately not hidden from the investor whose money is still in it: they follow the farm
    // and ask Mitti's operators for their refund, told the farm's account is suspended.
    const seenByInvestor = await ctx.app.inject({
      url: `/api/campaigns/${campaignId}`,
      headers: bearer(investor.token),
    });
    expect(seenByInvestor.statusCode).toBe(200);
    expect(seenByInvestor.json()).toMatchObject({
      _id: campaignId,
      userId: { _id: farmer.user._id, suspended: true },
    });
    const timeline = await ctx.app.inject({
      url: `/api/campaigns/${campaignId}/timeline`,
      headers: bearer(investor.token),
    });
    expect(timeline.statusCode).toBe(200);
    const seenByRefunded = await ctx.app.inject({
      url: `/api/campaigns/${campaignId}`,
      headers: bearer(refunded.token),
    });
    expect(seenByRefunded.statusCode).toBe(404);
    const seenByAdmin = await ctx.app.inject({
      url: `/api/campaigns/${campaignId}`,
      headers: bearer(admin.token),
    });
    expect(seenByAdmin.statusCode).toBe(200);
    // Money already moved stays: the investment is still the investor's.
    const dashboard = await ctx.app.inject({
      url: '/api/user-campaigns',
      headers: bearer(investor.token),
    });
    expect(JSON.stringify(dashboard.json())).toContain(investId);

    const enabled = await put(farmer.user._id, 'disabled', { disabled: false });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().user.disabledAt).toBeNull();
    expect((await listed()).campaigns.map((c) => c._id)).toContain(campaignId);
    expect((await listed()).total).toBe(totalBefore);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: farmer.email, password: farmer.password },
    });
    expect(again.statusCode).toBe(200);

    const entries = await auditOf(farmer.user._id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.reason]).sort()).toEqual([
      [
        'user.disable',
        { disabledAt: null },
        { disabledAt: '2026-03-05T10:00:00.000Z' },
        'Fake land papers.',
      ],
      ['user.enable', { disabledAt: '2026-03-05T10:00:00.000Z' }, { disabledAt: null }, null],
    ]);
  });

  it('refuses to disable oneself (409) and needs a reason to disable', async () => {
    const self = await put(admin.user._id, 'disabled', { disabled: true, reason: 'Testing.' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      message: 'You cannot disable your own account.',
      code: 'OWN_ACCOUNT',
    });
    expect((await account(admin.user._id)).disabledAt).toBeNull();

    const person = await newUser(ctx.app, 'Dev Sharma');
    const noReason = await put(person.user._id, 'disabled', { disabled: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
    expect(
      await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, person.user._id), eq(auditLog.action, 'user.disable'))),
    ).toEqual([]);
  });
});
