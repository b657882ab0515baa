import { sql } from 'drizzle-orm';
import type { EmailTopic } from '@mitti/domain/email-preferences';
import { EMAIL_TOPICS } from '@mitti/domain/email-preferences';
import { oneOf } from './one-of';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub').unique(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role').$type<'user' | 'admin'>().notNull().default('user'),
    // The spec's string flag: 'true' marks a verified farmer.
    active: text('active').$type<'true' | 'false'>().notNull().default('false'),
    profilePictureUrl: text('profile_picture_url'),
    /** Set when the owner followed the confirmation link (or signed in with Google). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an operator: the account cannot sign in and its public campaigns are hidden. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set when the owner deleted the account: personal data is gone, money records stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_role', sql`${t.role} in ('user', 'admin')`),
    check('users_active', sql`${t.active} in ('true', 'false')`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    landmark: text('landmark'),
  },
  (t) => [index('addresses_user_id_idx').on(t.userId, t.position)],
);

/**
 * One row per sign-in; its id is the token's `sid`. Every signed-in request looks its session up, so
 * signing out, 'Sign out everywhere' and a password change end tokens before they expire.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** The kinds of news email a user turned off (profile or one-click unsubscribe); no row: sent. */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<EmailTopic>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topic] }),
    check('email_opt_outs_topic', oneOf('topic', EMAIL_TOPICS)),
  ],
);

export type AccountTokenPurpose = 'reset-password' | 'confirm-email' | 'change-email';

/**
 * Single-use tokens of emailed links. Only the SHA-256 of the random token is kept, so a copy of the
 * table cannot be used to reset a password.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set with usedAt when a change of password or email ended the link unused. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The address a 'change-email' token moves the account to once its link is followed. */
    newEmail: text('new_email'),
  },
  (t) => [
    check(
      'account_tokens_purpose',
      sql`${t.purpose} in ('reset-password', 'confirm-email', 'change-email')`,
    ),
    check(
      'account_tokens_new_email',
      sql`(${t.purpose} = 'change-email') = (${t.newEmail} is not null)`,
    ),
    index('account_tokens_user_id_idx').on(t.userId),
  ],
);
