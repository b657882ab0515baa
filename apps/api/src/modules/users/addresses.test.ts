import type { Address, AddressInput } from '@mitti/domain/address';
import type { UserProfile } from '@mitti/domain/user';
import { asc, eq } from 'drizzle-orm';
import { addresses } from '../../db/schema/users';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const home: AddressInput = {
  name: 'Home',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
  country: 'India',
  phone: '9876501234',
  landmark: 'Near the temple',
};
const office: AddressInput = { ...home, name: 'Office', street: '5 FC Road', landmark: undefined };

const rows = (userId: string) =>
  ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.position));

function editAddress(token: string, payload: object) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/editAddress',
    headers: bearer(token),
    payload,
  });
}

describe('PUT /api/editAddress', () => {
  it('saves the whole list, keeps existing ids and gives new addresses ids', async () => {
    const asha = await newUser(ctx.app);

    const first = await editAddress(asha.token, { addresses: [home], _id: asha.user._id });
    expect(first.statusCode).toBe(200);
    const [saved] = first.json().addresses as Address[];
    expect(saved).toEqual({ ...home, _id: expect.any(String) });

    const second = await editAddress(asha.token, {
      addresses: [{ ...saved, city: 'Nashik' }, office],
    });

    expect(second.statusCode).toBe(200);
    const list = second.json().addresses as Address[];
    expect(list.map((a) => [a.name, a.city])).toEqual([
      ['Home', 'Nashik'],
      ['Office', 'Pune'],
    ]);
    expect(list[0]!._id).toBe(saved!._id);
    expect(list[1]!._id).toEqual(expect.any(String));
    expect(list[1]).not.toHaveProperty('landmark');
    expect((await rows(asha.user._id)).map((r) => [r.id, r.city])).toEqual([
      [saved!._id, 'Nashik'],
      [list[1]!._id, 'Pune'],
    ]);
  });

  describe('refuses invalid lists with 400 and changes nothing', () => {
    let token: string;
    let userId: string;
    let before: unknown;

    beforeAll(async () => {
      const user = await newUser(ctx.app);
      token = user.token;
      userId = user.user._id;
      await editAddress(token, { addresses: [home] });
      before = await rows(userId);
    });
    afterEach(async () => {
      expect(await rows(userId)).toEqual(before);
    });

    it('a fourth address', async () => {
      const res = await editAddress(token, { addresses: [home, office, home, office] });

      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'You can only have up to 3 addresses.',
        code: 'VALIDATION',
      });
      expect(res.json().fields).toEqual({ addresses: 'You can only have up to 3 addresses.' });
    });

    it('a 9-digit phone', async () => {
      const res = await editAddress(token, { addresses: [{ ...home, phone: '987650123' }] });

      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Invalid phone number',
        code: 'VALIDATION',
        fields: { 'addresses[0].phone': 'Invalid phone number' },
      });
    });

    it('a missing city', async () => {
      const noCity: Partial<AddressInput> = { ...home };
      delete noCity.city;
      const res = await editAddress(token, { addresses: [office, noCity] });

      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'addresses[1].city': 'This field is required' });
    });

    it("another user's _id", async () => {
      const other = await newUser(ctx.app);
      const res = await editAddress(token, { addresses: [], _id: other.user._id });

      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'You can only change your own profile.',
        code: 'FORBIDDEN',
      });
    });
  });

  it("never takes over another user's address id", async () => {
    const asha = await newUser(ctx.app);
    const ravi = await newUser(ctx.app);
    const raviAddress = (await editAddress(ravi.token, { addresses: [home] })).json().addresses[0];

    const res = await editAddress(asha.token, {
      addresses: [{ ...raviAddress, city: 'Mine now' }],
    });

    expect(res.statusCode).toBe(200);
    expect(res.json().addresses[0]._id).not.toBe(raviAddress._id);
    expect((await rows(ravi.user._id)).map((r) => [r.id, r.city])).toEqual([
      [raviAddress._id, 'Pune'],
    ]);
  });
});

describe('DELETE /api/deleteAddress', () => {
  it('deletes one of the own addresses and returns the profile', async () => {
    const asha = await newUser(ctx.app);
    const saved = (await editAddress(asha.token, { addresses: [home, office] })).json().addresses;

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/deleteAddress',
      headers: bearer(asha.token),
      payload: { userId: asha.user._id, addressId: saved[0]._id },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json<UserProfile>().addresses.map((a) => a.name)).toEqual(['Office']);
    expect((await rows(asha.user._id)).map((r) => r.id)).toEqual([saved[1]._id]);
  });

  it("answers 404 for another user's address and 403 for another userId; nothing is deleted", async () => {
    const asha = await newUser(ctx.app);
    const ravi = await newUser(ctx.app);
    const raviAddress = (await editAddress(ravi.token, { addresses: [home] })).json().addresses[0];

    const notMine = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/deleteAddress',
      headers: bearer(asha.token),
      payload: { addressId: raviAddress._id },
    });
    const otherUser = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/deleteAddress',
      headers: bearer(asha.token),
      payload: { userId: ravi.user._id, addressId: raviAddress._id },
    });
    const notAnId = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/deleteAddress',
      headers: bearer(asha.token),
      payload: { addressId: 'not-a-uuid' },
    });

    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ message: 'Address not found.', code: 'NOT_FOUND' });
    expect(otherUser.statusCode).toBe(403);
    expect(notAnId.statusCode).toBe(404);
    expect(await rows(ravi.user._id)).toHaveLength(1);
  });
});

describe('a change of the addresses made from a page out of date', () => {
  const parents: AddressInput = { ...home, name: 'Parents', street: '9 Camp Road' };
  const gym: AddressInput = { ...home, name: 'Gym', street: '1 Baner Road' };

  /** The checkout's view of the list, then another tab adds Parents and corrects Home. */
  async function staleCheckout() {
    const asha = await newUser(ctx.app);
    const start = (
      await editAddress(asha.token, { addresses: [home, office] })
    ).json<UserProfile>();
    const changed = await editAddress(asha.token, {
      addresses: [
        { ...start.addresses[0]!, street: '22 New Lavelle Road' },
        start.addresses[1]!,
        parents,
      ],
      addressesVersion: start.addressesVersion,
    });
    expect(changed.statusCode).toBe(200);
    return { asha, start, now: changed.json<UserProfile>() };
  }

  it('is refused with 409, and the addresses saved elsewhere stay', async () => {
    const { asha, start, now } = await staleCheckout();

    const res = await editAddress(asha.token, {
      addresses: [...start.addresses, gym],
      addressesVersion: start.addressesVersion,
    });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Your addresses were changed in another tab or on another device. Check them, then make your change again.',
      code: 'ADDRESSES_CHANGED',
    });
    expect((await rows(asha.user._id)).map((row) => [row.name, row.street])).toEqual([
      ['Home', '22 New Lavelle Road'],
      ['Office', '5 FC Road'],
      ['Parents', '9 Camp Road'],
    ]);
    expect(now.addressesVersion).not.toBe(start.addressesVersion);
  });

  it('is refused for a delete too, and goes through on the list as it is now', async () => {
    const { asha, start, now } = await staleCheckout();
    const remove = (addressesVersion: string | undefined) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/deleteAddress',
        headers: bearer(asha.token),
        payload: { addressId: start.addresses[1]!._id, addressesVersion },
      });

    expect((await remove(start.addressesVersion)).statusCode).toBe(409);
    expect(await rows(asha.user._id)).toHaveLength(3);
    const done = await remove(now.addressesVersion);
    expect(done.statusCode).toBe(200);
    expect(done.json<UserProfile>().addresses.map((a) => a.name)).toEqual(['Home', 'Parents']);
  });

  it("keeps the last write for a client that sends no version, as the spec's do", async () => {
    const { asha, start } = await staleCheckout();

    const res = await editAddress(asha.token, { addresses: [...start.addresses, gym] });

    expect(res.statusCode).toBe(200);
    expect(res.json<UserProfile>().addresses.map((a) => a.name)).toEqual(['Home', 'Office', 'Gym']);
  });
});
