import type { NotificationsResponse } from '@mitti/domain/notification';
import { NOTIFICATIONS_SHOWN } from '@mitti/domain/notification';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/messages';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let asha: Awaited<ReturnType<typeof newUser>>;
let kabir: Awaited<ReturnType<typeof newUser>>;

/** `count` notifications for the user, a minute apart, titled 'Note 1' (oldest) onwards. */
async function seed(userId: string, count: number) {
  const start = Date.now() - count * 60_000;
  await ctx.db.insert(notifications).values(
    Array.from({ length: count }, (_, index) => ({
      userId,
      type: 'investment' as const,
      title: `Note ${index + 1}`,
      body: 'Ananya Rao invested ₹2,000 in "Millets".',
      link: '/dashboard',
      createdAt: new Date(start + index * 60_000),
    })),
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await newUser(ctx.app, 'Asha Verma');
  kabir = await newUser(ctx.app, 'Kabir Shah');
  await seed(asha.user._id, 25);
  await seed(kabir.user._id, 3);
});
afterAll(() => ctx.close());

async function bell(token: string): Promise<NotificationsResponse> {
  const res = await ctx.app.inject({ url: '/api/notifications', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<NotificationsResponse>();
}

function markRead(token: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: bearer(token),
    payload,
  });
}

async function idOf(userId: string, title: string): Promise<string> {
  const rows = await ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.find((row) => row.title === title)!.id;
}

describe('GET /api/notifications', () => {
  it("shows the caller's latest 20, newest first, and counts all their unread", async () => {
    const { notifications: shown, unreadCount } = await bell(asha.token);

    expect(shown).toHaveLength(NOTIFICATIONS_SHOWN);
    expect(shown.map((n) => n.title)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Note ${25 - index}`),
    );
    expect(shown[0]).toEqual({
      _id: expect.any(String),
      type: 'investment',
      title: 'Note 25',
      body: 'Ananya Rao invested ₹2,000 in "Millets".',
      link: '/dashboard',
      read: false,
      createdAt: expect.any(String),
    });
    expect(unreadCount).toBe(25);
    expect((await bell(kabir.token)).notifications.map((n) => n.title)).toEqual([
      'Note 3',
      'Note 2',
      'Note 1',
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    const mark = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read' });
    expect(mark.statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read', () => {
  it("marks the given ids of the caller's own, never another's", async () => {
    const ids = [
      await idOf(asha.user._id, 'Note 25'),
      await idOf(asha.user._id, 'Note 1'),
      await idOf(kabir.user._id, 'Note 3'),
      'not-an-id',
    ];

    const res = await markRead(asha.token, { ids });

    expect(res.statusCode).toBe(200);
    const body = res.json<NotificationsResponse>();
    expect(body).toEqual(await bell(asha.token));
    expect(body.unreadCount).toBe(23);
    expect(body.notifications.filter((n) => n.read).map((n) => n.title)).toEqual(['Note 25']);
    const kabirs = await bell(kabir.token);
    expect(kabirs.unreadCount).toBe(3);
    expect(kabirs.notifications.every((n) => !n.read)).toBe(true);

    const byKabir = await markRead(kabir.token, { ids: [await idOf(asha.user._id, 'Note 24')] });
    expect(byKabir.json<NotificationsResponse>().unreadCount).toBe(3);
    expect((await bell(asha.token)).unreadCount).toBe(23);
  });

  it("marks all of the caller's own when no ids are given", async () => {
    const res = await markRead(asha.token, {});

    expect(res.json<NotificationsResponse>()).toMatchObject({ unreadCount: 0 });
    expect(res.json<NotificationsResponse>().notifications.every((n) => n.read)).toBe(true);
    expect((await bell(kabir.token)).unreadCount).toBe(3);
    expect((await markRead(kabir.token, { ids: [] })).json().unreadCount).toBe(3);
  });

  it('refuses ids that are not a list of strings', async () => {
    const res = await markRead(asha.token, { ids: 'all' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['ids']);
  });
});
