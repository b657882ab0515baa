import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { addresses, users } from '../../db/schema/users';
import { isUuid } from '../../uuid';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = Omit<typeof addresses.$inferInsert, 'userId' | 'position'>;

export interface NewUser {
  email: string;
  name: string;
  passwordHash?: string | null;
  googleSub?: string | null;
  phone?: string;
  role?: 'user' | 'admin';
  active?: 'true' | 'false';
  profilePictureUrl?: string | null;
  emailConfirmedAt?: Date | null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserByGoogleSub(db: Database, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

export async function isAdmin(db: Database, id: string): Promise<boolean> {
  return (await findUserById(db, id))?.role === 'admin';
}

/** The operators who can act: admins whose account is not disabled. */
export async function listActiveAdmins(db: Database): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.createdAt));
}

export async function isEmailConfirmed(db: Database, id: string): Promise<boolean> {
  return Boolean((await findUserById(db, id))?.emailConfirmedAt);
}

/** Inserts a user; undefined when the email is already taken. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      UserRow,
      | 'name'
      | 'phone'
      | 'googleSub'
      | 'profilePictureUrl'
      | 'active'
      | 'passwordHash'
      | 'emailConfirmedAt'
    >
  >,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

/**
 * Moves the account to a confirmed new address; false when another account has it (in this
 * transaction's view, or by the unique index, which aborts the transaction on PostgreSQL).
 */
export async function changeUserEmail(
  db: Database,
  id: string,
  email: string,
  confirmedAt: Date,
): Promise<boolean> {
  const holder = await findUserByEmail(db, email);
  if (holder && holder.id !== id) return false;
  try {
    await db
      .update(users)
      .set({ email: email.toLowerCase(), emailConfirmedAt: confirmedAt })
      .where(eq(users.id, id));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Sets a new password hash if the stored one is still `expected`; whether it did. */
export async function replacePasswordHash(
  db: Database,
  id: string,
  expected: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, id), eq(users.passwordHash, expected)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function listAddresses(db: Database, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.position));
}

/**
 * Locks the user's row until the transaction ends and answers their addresses: changes of the list
 * follow one another, even from no address at all.
 */
async function lockAddresses(tx: Database, userId: string): Promise<AddressRow[]> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return listAddresses(tx, userId);
}

/**
 * Replaces the user's whole address list in one transaction; ids of the user's own addresses are
 * kept. `check` sees the list as stored, under the lock, and may refuse the change by throwing.
 */
export async function replaceAddresses(
  db: Database,
  userId: string,
  list: NewAddressRow[],
  check: (stored: AddressRow[]) => void = () => undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await lockAddresses(tx, userId);
    check(existing);
    const own = new Set(existing.map((row) => row.id));
    if (own.size > 0) {
      await tx.delete(addresses).where(eq(addresses.userId, userId));
    }
    if (list.length === 0) return;
    await tx.insert(addresses).values(
      list.map(({ id, ...fields }, position) => ({
        ...fields,
        ...(id && own.has(id) ? { id } : {}),
        userId,
        position,
      })),
    );
  });
}

/**
 * Deletes one of the user's addresses; false when the user has no address with that id. `check`
 * sees the list as stored, under the lock, as in replaceAddresses.
 */
export async function deleteAddress(
  db: Database,
  userId: string,
  addressId: string,
  check: (stored: AddressRow[]) => void = () => undefined,
): Promise<boolean> {
  if (!isUuid(addressId)) return false;
  return db.transaction(async (tx) => {
    check(await lockAddresses(tx, userId));
    const deleted = await tx
      .delete(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, addressId)))
      .returning({ id: addresses.id });
    return deleted.length > 0;
  });
}
