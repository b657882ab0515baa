import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema/messages';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('POST /api/contact', () => {
  const message = {
    name: 'Ananya Rao',
    email: 'ananya@example.com',
    message: 'Can I visit the farm?',
  };
  const contact = (payload: object, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: token ? bearer(token) : {},
      payload,
    });

  it("stores a message for the campaign's farmer, with the signed-in sender", async () => {
    const farmer = await newUser(ctx.app);
    const investor = await newUser(ctx.app);
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);

    const res = await contact({ ...message, campaignId, phone: '9845022002' }, investor.token);

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Your message has been sent to the farmer.' });
    const [row] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.campaignId, campaignId));
    expect(row).toMatchObject({
      userId: farmer.user._id,
      senderId: investor.user._id,
      name: 'Ananya Rao',
      email: 'ananya@example.com',
      phone: '9845022002',
      message: 'Can I visit the farm?',
    });
  });

  it('sends a message without a campaign to the Mitti team', async () => {
    const res = await contact(message);

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Your message has been sent to the Mitti team.' });
  });

  it('refuses an unknown or hidden campaign (404) and bad fields (400)', async () => {
    const farmer = await newUser(ctx.app);
    const draft = await insertTestCampaign(ctx.db, farmer.user._id, { status: 'Draft' });
    const before = (await ctx.db.select().from(contactMessages)).length;

    const unknown = await contact({ ...message, campaignId: 'nope' });
    const hidden = await contact({ ...message, campaignId: draft });
    const bad = await contact({ name: '', email: 'x', phone: '123', message: '' });

    expect(unknown.statusCode).toBe(404);
    expect(hidden.statusCode).toBe(404);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields).sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
    ]);
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('allows 5 messages a minute per IP', async () => {
    const limited = await createTestApp({}, { contactRateLimit: { max: 5, timeWindowMs: 60_000 } });
    try {
      const codes = [];
      for (let i = 0; i < 6; i += 1) {
        codes.push(
          (await limited.app.inject({ method: 'POST', url: '/api/contact', payload: message }))
            .statusCode,
        );
      }
      expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
