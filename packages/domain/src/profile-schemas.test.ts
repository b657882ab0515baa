import { signupSchema } from './auth-schemas';
import { editNameSchema, editPhoneSchema } from './profile-schemas';
import { schemaErrors } from './testing/schema-errors';

describe('editPhoneSchema', () => {
  it('accepts 10 digits', async () => {
    expect(await schemaErrors(editPhoneSchema, { phone: '9876543210' })).toEqual({});
  });

  it.each(['987654321', '98765432101', 'abcdefghij'])(
    "says 'Invalid phone number' for %s",
    async (phone) => {
      expect(await schemaErrors(editPhoneSchema, { phone })).toEqual({
        phone: 'Invalid phone number',
      });
    },
  );

  it('requires a phone', async () => {
    expect(await schemaErrors(editPhoneSchema, {})).toEqual({ phone: 'This field is required' });
  });
});

describe('editNameSchema', () => {
  it('requires a non-blank name', async () => {
    expect(await schemaErrors(editNameSchema, { name: 'Asha Rao' })).toEqual({});
    expect(await schemaErrors(editNameSchema, { name: '  ' })).toEqual({
      name: 'This field is required',
    });
  });

  it('takes a name as long as sign-up does, 80 characters', async () => {
    expect(await schemaErrors(editNameSchema, { name: 'x'.repeat(80) })).toEqual({});
    expect(await schemaErrors(editNameSchema, { name: 'x'.repeat(81) })).toEqual({
      name: 'Name must be at most 80 characters',
    });
    expect(
      await schemaErrors(signupSchema, {
        username: 'x'.repeat(81),
        email: 'asha@mitti.test',
        password: 'a long pass phrase',
      }),
    ).toEqual({ username: 'Username must be at most 80 characters' });
  });

  it('keeps a person’s name on one line and visible, at sign-up and after', async () => {
    const signup = { email: 'asha@mitti.test', password: 'a long pass phrase' };
    const broken = 'Asha\r\nBcc: attacker@example.com';
    expect(await schemaErrors(editNameSchema, { name: broken })).toEqual({
      name: 'Name must be on one line',
    });
    expect(await schemaErrors(signupSchema, { ...signup, username: broken })).toEqual({
      username: 'Username must be on one line',
    });
    expect(await schemaErrors(editNameSchema, { name: '\u200b\u200d' })).toEqual({
      name: 'This field is required',
    });
    expect(await schemaErrors(signupSchema, { ...signup, username: '\u2060' })).toEqual({
      username: 'Username is required',
    });
  });
});
