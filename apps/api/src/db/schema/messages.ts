import type { NotificationType } from '@mitti/domain/notification';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns } from './invest';
import { oneOf } from './one-of';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The recipient: the campaign's farmer; null for a message to the Mitti team.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    // The signed-in sender, if any.
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_user_id_idx').on(t.userId),
    index('contact_messages_campaign_id_idx').on(t.campaignId),
    index('contact_messages_sender_id_idx').on(t.senderId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    /**
     * An operator's notice of work to review: the campaign or verification request it asks them to
     * decide. Deciding it marks every operator's notice read.
     */
    reviewSubjectId: uuid('review_subject_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId, t.createdAt),
    index('notifications_review_subject_id_idx')
      .on(t.reviewSubjectId)
      .where(sql`${t.reviewSubjectId} is not null`),
  ],
);

/**
 * The daily summaries: an owner's new investments ('newInvestments'), an operator's waiting work
 * ('operations').
 */
export const DIGEST_KINDS = ['newInvestments', 'operations'] as const;
export type DigestKind = (typeof DIGEST_KINDS)[number];

/** Each user's days summed up for them, per kind of summary: each goes once. */
export const digests = pgTable(
  'digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DigestKind>().notNull(),
    /** The day in India the summary covers. */
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.day] }),
    check('digests_kind', oneOf('kind', DIGEST_KINDS)),
  ],
);
