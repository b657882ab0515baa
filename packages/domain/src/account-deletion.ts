import * as yup from 'yup';

export const CONFIRM_PASSWORD_MESSAGE = 'Enter your password to confirm';
export const CONFIRM_EMAIL_MESSAGE = 'Type your email address to confirm';

/**
 * DELETE /users/me and its confirmation dialog. An account with a password confirms with it; an
 * account that signs in only with Google has none, and confirms by typing its email address. Each
 * field is required when the other is missing; the server checks the one the account has.
 */
export const deleteAccountSchema = yup.object().shape(
  {
    password: yup
      .string()
      .max(200)
      .when('email', {
        is: (email: string | undefined) => !email,
        then: (schema) => schema.required(CONFIRM_PASSWORD_MESSAGE),
      }),
    email: yup
      .string()
      .trim()
      .lowercase()
      .max(254)
      .when('password', {
        is: (password: string | undefined) => !password,
        then: (schema) => schema.required(CONFIRM_EMAIL_MESSAGE),
      }),
  },
  [['password', 'email']],
);

export type DeleteAccountBody = yup.InferType<typeof deleteAccountSchema>;

/** The 409 code of a deletion that would leave other people's money or goods behind. */
export const ACCOUNT_IN_USE = 'ACCOUNT_IN_USE';

/** What the confirmation tells the user, and the deletion email repeats. */
export const ACCOUNT_DELETION_REMOVES =
  'Your name, email address, phone number, profile picture, saved addresses, cart, notifications, email preferences and sign-ins are removed, and the delivery addresses of your orders are cleared.';
export const ACCOUNT_DELETION_KEEPS =
  'Your investments, shop orders, payments and refunds are kept without your name, because the law requires us to keep accounts of money. Your reviews and campaigns stay, shown as by "Deleted user"; a campaign still open is cancelled.';

/** When deletion waits, said before the user starts (the server's refusal names the case). */
export const ACCOUNT_DELETION_WAITS =
  'It waits while a shop order of yours is on its way, or while a campaign of yours holds investors’ money or a refund request waiting for your decision.';

/** What the refusal adds to its reasons: what to do next. */
export const ACCOUNT_DELETION_NEXT_STEP =
  'Try again once that is done, or write to us from the Contact page if you need help.';

/** The name a deleted account goes by, on its reviews and campaigns and in operators' lists. */
export const DELETED_USER_NAME = 'Deleted user';
