import {
  CONFIRM_EMAIL_MESSAGE,
  CONFIRM_PASSWORD_MESSAGE,
  deleteAccountSchema,
} from './account-deletion';
import { accountDataFileName } from './account-data';
import { schemaErrors } from './testing/schema-errors';

describe('deleteAccountSchema', () => {
  it('takes the password, or the email address of a Google-only account', async () => {
    expect(await schemaErrors(deleteAccountSchema, { password: 'kheti-2026!' })).toEqual({});
    expect(await schemaErrors(deleteAccountSchema, { email: 'asha@mitti.test' })).toEqual({});
  });

  it('asks for one of them when neither is there', async () => {
    expect(await schemaErrors(deleteAccountSchema, {})).toEqual({
      password: CONFIRM_PASSWORD_MESSAGE,
      email: CONFIRM_EMAIL_MESSAGE,
    });
  });

  it('compares the email address as the account keeps it, and the password as typed', () => {
    expect(
      deleteAccountSchema.validateSync({ email: ' Asha@Mitti.TEST ', password: ' a b ' }),
    ).toEqual({ email: 'asha@mitti.test', password: ' a b ' });
  });
});

test('the download is named by its day', () => {
  expect(accountDataFileName('2031-05-06')).toBe('mitti-data-2031-05-06.json');
});
