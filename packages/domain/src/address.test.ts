import { addressSchema, editAddressSchema } from './address';
import { schemaErrors } from './testing/schema-errors';

const home = {
  name: 'Home',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
  country: 'India',
  phone: '9876543210',
};

describe('addressSchema', () => {
  it('accepts an address without a landmark', async () => {
    expect(await schemaErrors(addressSchema, home)).toEqual({});
  });

  it('accepts an address with a landmark', async () => {
    expect(await schemaErrors(addressSchema, { ...home, landmark: 'Near the temple' })).toEqual({});
  });

  it.each(['name', 'street', 'city', 'state', 'zipcode', 'country', 'phone'])(
    "says 'This field is required' when %s is missing or blank",
    async (field) => {
      expect(await schemaErrors(addressSchema, { ...home, [field]: undefined })).toEqual({
        [field]: 'This field is required',
      });
      expect(await schemaErrors(addressSchema, { ...home, [field]: '   ' })).toEqual({
        [field]: 'This field is required',
      });
    },
  );

  it.each(['name', 'street', 'city', 'state', 'zipcode', 'country'])(
    "says 'This field is required' when %s holds only a zero-width space",
    async (field) => {
      expect(await schemaErrors(addressSchema, { ...home, [field]: '\u200b' })).toEqual({
        [field]: 'This field is required',
      });
    },
  );

  it('keeps each line of the address on one line', async () => {
    expect(
      await schemaErrors(addressSchema, { ...home, street: '12 MG Road\nPune', landmark: 'A\nB' }),
    ).toEqual({
      street: 'Street Address must be on one line',
      landmark: 'Landmark must be on one line',
    });
  });

  it.each(['987654321', '98765432101', '98765abcde', '+919876543'])(
    "says 'Invalid phone number' for %s",
    async (phone) => {
      expect(await schemaErrors(addressSchema, { ...home, phone })).toEqual({
        phone: 'Invalid phone number',
      });
    },
  );

  it('names the field, as the form labels it, when a line is too long', async () => {
    expect(
      await schemaErrors(addressSchema, {
        ...home,
        city: 'x'.repeat(81),
        landmark: 'y'.repeat(121),
      }),
    ).toEqual({
      city: 'City must be at most 80 characters',
      landmark: 'Landmark must be at most 120 characters',
    });
  });
});

describe('editAddressSchema', () => {
  it('accepts up to 3 addresses', async () => {
    expect(await schemaErrors(editAddressSchema, { addresses: [home, home, home] })).toEqual({});
    expect(await schemaErrors(editAddressSchema, { addresses: [] })).toEqual({});
  });

  it('refuses a fourth address', async () => {
    expect(await schemaErrors(editAddressSchema, { addresses: [home, home, home, home] })).toEqual({
      addresses: 'You can only have up to 3 addresses.',
    });
  });

  it('checks each address in the list', async () => {
    expect(
      await schemaErrors(editAddressSchema, { addresses: [home, { ...home, phone: '123' }] }),
    ).toEqual({ 'addresses[1].phone': 'Invalid phone number' });
  });
});
