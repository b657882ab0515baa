import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const userRow = async (id: string) =>
  (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/user-profile', () => {
  it('answers 401 in the error shape without a token', async () => {
    const res = await ctx.app.inject({ url: '/api/user-profile' });

    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
  });

  it("returns the caller's profile", async () => {
    const asha = await newUser(ctx.app, 'Asha Verma');

    const res = await ctx.app.inject({ url: '/api/user-profile', headers: bearer(asha.token) });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: asha.user._id,
      name: 'Asha Verma',
      email: asha.email,
      phone: '',
      profilePicture: null,
      addresses: [],
      addressesVersion: expect.any(String),
      active: 'false',
      role: 'user',
      verificationRequest: { status: 'none' },
      hasPassword: true,
      emailConfirmed: true,
      pendingEmail: null,
    });
  });
});

describe('PUT /api/editName and /api/editPhone', () => {
  it('changes the own name and phone and returns the updated profile', async () => {
    const asha = await newUser(ctx.app);

    const name = await ctx.app.inject({
      method: 'PUT',
      url: '/api/editName',
      headers: bearer(asha.token),
      payload: { name: '  Asha V. Verma ', _id: asha.user._id },
    });
    const phone = await ctx.app.inject({
      method: 'PUT',
      url: '/api/editPhone',
      headers: bearer(asha.token),
      payload: { phone: '9876543210' },
    });

    expect(name.statusCode).toBe(200);
    expect(name.json()).toMatchObject({ _id: asha.user._id, name: 'Asha V. Verma' });
    expect(phone.statusCode).toBe(200);
    expect(phone.json()).toMatchObject({ name: 'Asha V. Verma', phone: '9876543210' });
    expect(await userRow(asha.user._id)).toMatchObject({
      name: 'Asha V. Verma',
      phone: '9876543210',
    });
  });

  it("refuses another user's _id with 403 and changes nothing", async () => {
    const asha = await newUser(ctx.app, 'Asha');
    const ravi = await newUser(ctx.app, 'Ravi');

    const name = await ctx.app.inject({
      method: 'PUT',
      url: '/api/editName',
      headers: bearer(asha.token),
      payload: { name: 'Hacked', _id: ravi.user._id },
    });
    const phone = await ctx.app.inject({
      method: 'PUT',
      url: '/api/editPhone',
      headers: bearer(asha.token),
      payload: { phone: '9999999999', _id: ravi.user._id },
    });

    for (const res of [name, phone]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'You can only change your own profile.',
        code: 'FORBIDDEN',
      });
    }
    expect(await userRow(ravi.user._id)).toMatchObject({ name: 'Ravi', phone: '' });
    expect(await userRow(asha.user._id)).toMatchObject({ name: 'Asha', phone: '' });
  });

  it('refuses a 9-digit phone and an empty name with 400', async () => {
    const asha = await newUser(ctx.app, 'Asha');

    const phone = await ctx.app.inject({
      method: 'PUT',
      url: '/api/editPhone',
      headers: bearer(asha.token),
      payload: { phone: '987654321' },
    });
    const name = await ctx.app.inject({
      method: 'PUT',
      url: '/api/editName',
      headers: bearer(asha.token),
      payload: { name: '   ' },
    });

    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({
      message: 'Invalid phone number',
      code: 'VALIDATION',
      fields: { phone: 'Invalid phone number' },
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().fields).toEqual({ name: 'This field is required' });
    expect(await userRow(asha.user._id)).toMatchObject({ name: 'Asha', phone: '' });
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/editName',
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(401);
  });
});
