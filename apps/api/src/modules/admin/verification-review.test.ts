import type { VerificationRequest, VerificationRequestsResponse } from '@mitti/domain/admin';
import type { NotificationsResponse } from '@mitti/domain/notification';
import { eq } from 'drizzle-orm';
import { verificationRequests } from '../../db/schema/invest';
import { users } from '../../db/schema/users';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { notificationCount, notificationsOf } from '../../../test/notifications';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
});
afterAll(() => ctx.close());

/** A new farmer who has sent a verification request; the request's id. */
async function farmerWithRequest(name: string) {
  const farmer = await newUser(ctx.app, name);
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/sending-request',
    headers: bearer(farmer.token),
  });
  expect(sent.statusCode).toBe(201);
  const [request] = await ctx.db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, farmer.user._id));
  return { farmer, requestId: request!.id };
}

async function requests(): Promise<VerificationRequest[]> {
  const res = await ctx.app.inject({
    url: '/api/admin/verification-requests',
    headers: bearer(admin.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<VerificationRequestsResponse>().requests;
}

function decide(id: string, action: 'approve' | 'decline', payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/verification-requests/${id}/${action}`,
    headers: bearer(admin.token),
    ...(payload ? { payload } : {}),
  });
}

async function activeOf(userId: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return user!.active;
}

describe('farmer verification', () => {
  it('approves: the account becomes a verified farmer, who is told and may create campaigns', async () => {
    const { farmer, requestId } = await farmerWithRequest('Suresh Kumar');
    await insertTestCampaign(ctx.db, farmer.user._id, { status: 'Draft', isVerified: false });
    const before = await notificationCount(ctx.db);

    const res = await decide(requestId, 'approve');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Farmer verified.',
      request: {
        _id: requestId,
        status: 'Approved',
        reason: null,
        createdAt: expect.any(String),
        decidedAt: expect.any(String),
        user: {
          _id: farmer.user._id,
          name: 'Suresh Kumar',
          email: farmer.email,
          phone: '',
          campaignCount: 1,
        },
      },
    });
    expect(await activeOf(farmer.user._id)).toBe('true');
    const [row] = await ctx.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, requestId));
    expect(row).toMatchObject({ status: 'approved', decidedBy: admin.user._id });
    expect(await notificationsOf(ctx.db, farmer.user._id)).toEqual([
      {
        type: 'verification',
        title: 'You are a verified farmer',
        body: 'Your account is verified. You can now start a campaign on Mitti.',
        link: '/create',
      },
    ]);
    expect(await notificationCount(ctx.db)).toBe(before + 1);
    const profile = await ctx.app.inject({
      url: '/api/user-profile',
      headers: bearer(farmer.token),
    });
    expect(profile.json<{ active: string }>().active).toBe('true');
  });

  it('declines with a reason the farmer reads, and needs one', async () => {
    const { farmer, requestId } = await farmerWithRequest('Kavya Reddy');

    const blank = await decide(requestId, 'decline', { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ reason: 'Please give a reason.' });

    const res = await decide(requestId, 'decline', {
      reason: 'Please add your organic certificate.',
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Verification request declined.',
      request: { status: 'Declined', reason: 'Please add your organic certificate.' },
    });
    expect(await activeOf(farmer.user._id)).toBe('false');
    expect(await notificationsOf(ctx.db, farmer.user._id)).toEqual([
      {
        type: 'verification',
        title: 'Verification declined',
        body: 'Your verification request was declined. Reason: Please add your organic certificate.',
        link: '/dashboard',
      },
    ]);
    // Declined, the farmer may ask again.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/sending-request',
      headers: bearer(farmer.token),
    });
    expect(again.statusCode).toBe(201);
  });

  it('answers 409 for a request already decided, and changes nothing', async () => {
    const { farmer, requestId } = await farmerWithRequest('Arjun Mehta');
    expect((await decide(requestId, 'decline', { reason: 'No papers.' })).statusCode).toBe(200);
    const before = await notificationCount(ctx.db);

    for (const [action, payload] of [
      ['approve', undefined],
      ['decline', { reason: 'Still no papers.' }],
    ] as const) {
      const res = await decide(requestId, action, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'This verification request has already been decided.',
        code: 'ALREADY_DECIDED',
      });
    }
    expect(await activeOf(farmer.user._id)).toBe('false');
    expect((await requests()).find((r) => r._id === requestId)?.reason).toBe('No papers.');
    expect(await notificationCount(ctx.db)).toBe(before);
  });

  it('lists open requests first, longest waiting first, then the latest decided', async () => {
    const first = await farmerWithRequest('Open First');
    const second = await farmerWithRequest('Open Second');

    const list = await requests();

    const open = list.filter((r) => r.status === 'Pending');
    // Three are open: these two and the declined farmer's second request.
    expect(list.slice(0, 3)).toEqual(open);
    expect(open.slice(1).map((r) => r._id)).toEqual([first.requestId, second.requestId]);
    const decided = list.slice(3);
    expect(decided.map((r) => r.status).sort()).toEqual(['Approved', 'Declined', 'Declined']);
    const times = decided.map((r) => r.decidedAt!);
    expect([...times].sort().reverse()).toEqual(times);
    const res = await ctx.app.inject({
      url: '/api/admin/verification-requests',
      headers: bearer(admin.token),
    });
    expect(res.json()).toMatchObject({
      page: 1,
      limit: 20,
      total: 6,
      hasMore: false,
      pendingCount: 3,
    });
  });
});

describe('GET /api/admin/verification-requests/:id', () => {
  const getOne = (id: string, token = admin.token) =>
    ctx.app.inject({ url: `/api/admin/verification-requests/${id}`, headers: bearer(token) });

  it('answers one request as the list has it, open or decided', async () => {
    const { farmer, requestId } = await farmerWithRequest('Gita Menon');

    const open = await getOne(requestId);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({
      request: (await requests()).find((request) => request._id === requestId),
    });
    expect(open.json()).toMatchObject({
      request: { status: 'Pending', user: { _id: farmer.user._id, name: 'Gita Menon' } },
    });

    expect((await decide(requestId, 'decline', { reason: 'No land records.' })).statusCode).toBe(
      200,
    );
    expect((await getOne(requestId)).json()).toMatchObject({
      request: { _id: requestId, status: 'Declined', reason: 'No land records.' },
    });
  });

  it('answers 404 for a request that does not exist, and 403 to anyone but an operator', async () => {
    const missing = await getOne('3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Verification request not found.' });
    expect((await getOne('not-an-id')).statusCode).toBe(404);

    const { farmer, requestId } = await farmerWithRequest('Kiran Shetty');
    expect((await getOne(requestId, farmer.token)).statusCode).toBe(403);
  });
});

describe("the operators' notices of farmers to verify", () => {
  it('are read once the request is decided, in the queue or on the person’s page', async () => {
    const approved = await farmerWithRequest('Lakshmi Devi');
    const verified = await farmerWithRequest('Harish Gowda');
    await farmerWithRequest('Nandini Rao');

    expect((await decide(approved.requestId, 'approve')).statusCode).toBe(200);
    const onPeoplePage = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${verified.farmer.user._id}/verification`,
      headers: bearer(admin.token),
      payload: { verified: true, reason: 'Met at the Mysuru farmers’ market.' },
    });
    expect(onPeoplePage.statusCode).toBe(200);

    const bell = (
      await ctx.app.inject({ url: '/api/notifications', headers: bearer(admin.token) })
    ).json<NotificationsResponse>();
    expect(
      bell.notifications
        .filter((notification) => notification.title === 'Verification request')
        .slice(0, 3)
        .map(({ body, read }) => ({ body, read })),
    ).toEqual([
      { body: 'Nandini Rao asks to be verified as a farmer.', read: false },
      { body: 'Harish Gowda asks to be verified as a farmer.', read: true },
      { body: 'Lakshmi Devi asks to be verified as a farmer.', read: true },
    ]);
  });
});
