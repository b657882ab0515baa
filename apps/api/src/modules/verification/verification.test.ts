import type { AuthResponse, UserProfile } from '@mitti/domain/user';
import { and, eq } from 'drizzle-orm';
import { verificationRequests } from '../../db/schema/invest';
import { setUser } from '../../../test/campaign-fixtures';
import { notificationsOf } from '../../../test/notifications';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const sendRequest = (token: string | null, payload: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/sending-request',
    headers: token ? bearer(token) : {},
    payload,
  });

describe('POST /api/sending-request', () => {
  it('records one open request and refuses a second while it waits', async () => {
    const suresh = await newUser(ctx.app, 'Suresh Kumar');

    const first = await sendRequest(suresh.token, { userId: suresh.user._id, email: suresh.email });
    const second = await sendRequest(suresh.token);

    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: "Request sent successfully! We'll be in touch." });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'You already have a verification request waiting for review.',
      code: 'CONFLICT',
    });
    const rows = await ctx.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, suresh.user._id));
    expect(rows.map((r) => [r.email, r.status])).toEqual([[suresh.email, 'open']]);
  });

  it("refuses another user's id (403), a verified farmer (409) and a visitor (401)", async () => {
    const asha = await newUser(ctx.app);
    const ravi = await newUser(ctx.app);
    const verified = await newUser(ctx.app);
    await setUser(ctx.db, verified.user._id, { active: 'true' });

    const forOther = await sendRequest(asha.token, { userId: ravi.user._id });
    const already = await sendRequest(verified.token);
    const visitor = await sendRequest(null);

    expect(forOther.statusCode).toBe(403);
    expect(already.statusCode).toBe(409);
    expect(already.json().message).toBe('Your account is already verified.');
    expect(visitor.statusCode).toBe(401);
    expect(await ctx.db.select().from(verificationRequests)).toHaveLength(1);
  });

  it('tells each operator of a request, once however often it is sent', async () => {
    const operator = await newUser(ctx.app, 'Meera Iyer');
    await setUser(ctx.db, operator.user._id, { role: 'admin' });
    const lakshmi = await newUser(ctx.app, 'Lakshmi Devi');

    expect((await sendRequest(lakshmi.token)).statusCode).toBe(201);
    expect((await sendRequest(lakshmi.token)).statusCode).toBe(409);
    const [request] = await ctx.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, lakshmi.user._id));

    expect(await notificationsOf(ctx.db, operator.user._id)).toEqual([
      {
        type: 'verification',
        title: 'Verification request',
        body: 'Lakshmi Devi asks to be verified as a farmer.',
        link: `/admin?tab=verification&request=${request!.id}`,
      },
    ]);
    expect(await notificationsOf(ctx.db, lakshmi.user._id)).toEqual([]);
  });
});

describe('the request in GET /api/user-profile', () => {
  const profileOf = async (token: string) => {
    const res = await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json<UserProfile>();
  };

  function decide(adminToken: string, action: 'approve' | 'decline', payload?: object) {
    return async (userId: string) => {
      const [open] = await ctx.db
        .select()
        .from(verificationRequests)
        .where(
          and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, 'open')),
        );
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/verification-requests/${open!.id}/${action}`,
        headers: bearer(adminToken),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(200);
    };
  }

  it('is none, then pending after a reload, declined with the reason, pending again, approved', async () => {
    const admin = await newUser(ctx.app, 'Meera Iyer');
    await setUser(ctx.db, admin.user._id, { role: 'admin' });
    const decline = decide(admin.token, 'decline', {
      reason: 'Please add your organic certificate.',
    });
    const approve = decide(admin.token, 'approve');
    const kavya = await newUser(ctx.app, 'Kavya Reddy');
    expect(kavya.user.verificationRequest).toEqual({ status: 'none' });
    expect((await profileOf(kavya.token)).verificationRequest).toEqual({ status: 'none' });

    expect((await sendRequest(kavya.token)).statusCode).toBe(201);
    expect((await profileOf(kavya.token)).verificationRequest).toEqual({ status: 'pending' });

    await decline(kavya.user._id);
    expect((await profileOf(kavya.token)).verificationRequest).toEqual({
      status: 'declined',
      reason: 'Please add your organic certificate.',
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: kavya.email, password: kavya.password },
    });
    expect(login.json<AuthResponse>().user.verificationRequest).toEqual({
      status: 'declined',
      reason: 'Please add your organic certificate.',
    });

    expect((await sendRequest(kavya.token)).statusCode).toBe(201);
    expect((await profileOf(kavya.token)).verificationRequest).toEqual({ status: 'pending' });

    await approve(kavya.user._id);
    expect(await profileOf(kavya.token)).toMatchObject({
      active: 'true',
      verificationRequest: { status: 'approved' },
    });
  });
});
