import { setTimeout as delay } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import type { CartResponse } from '@mitti/domain/cart';
import type { AuthResponse } from '@mitti/domain/user';
import { contactMessages } from '../../src/db/schema/messages';
import { users } from '../../src/db/schema/users';
import type { BuiltServer } from './built-server';
import { startBuiltServer } from './built-server';
import { call, investOverHttp, signIn, signUp } from './http-flows';
import type { DatabaseKind } from './scratch-database';
import { createScratchDatabase } from './scratch-database';
import type { AcknowledgedPaymentsAndCarts } from './acknowledged-writes';
import { expectAcknowledgedWritesKept } from './acknowledged-writes';
import { insertInvestors, insertWorld } from './world';

const ACTORS = 4;
/** The server is killed once this many writes were acknowledged, or after KILL_AFTER_MS. */
const KILL_AT_ACKS = 120;
const KILL_AFTER_MS = 6_000;
const MAX_CART_ADDS = 90; // below MAX_CART_QUANTITY (99)

/** Every write the server acknowledged with a 2xx, by kind. */
interface Acknowledged extends AcknowledgedPaymentsAndCarts {
  signups: string[];
  contact: string[];
}

const total = (acks: Acknowledged) =>
  acks.signups.length +
  acks.contact.length +
  acks.payments.length +
  [...acks.cartAdds.values()].reduce((sum, count) => sum + count, 0);

/**
 * Writers that keep going until the server stops answering: sign-ups and contact messages (until
 * their rate limits answer 429), add-to-cart and sandbox investments per actor.
 */
function driveWrites(
  base: string,
  actors: AuthResponse[],
  world: { campaignId: string; itemId: string },
  acks: Acknowledged,
  onAck: () => void,
): Promise<unknown>[] {
  const run = Date.now();
  const loop = async (write: (n: number) => Promise<boolean>) => {
    try {
      for (let n = 0; await write(n); n += 1) onAck();
    } catch {
      // The server was killed under this request: it was not acknowledged.
    }
  };
  const writers = [
    loop(async (n) => {
      const email = `load${n}.${run}@example.com`;
      const { status } = await signUp(base, email);
      if (status === 201) acks.signups.push(email);
      return status === 201;
    }),
    loop(async (n) => {
      const message = `Message ${n} of run ${run}`;
      const { status } = await call(base, 'POST', '/api/contact', {
        json: { name: 'Asha Rao', email: 'asha@example.com', message },
      });
      if (status === 201) acks.contact.push(message);
      return status === 201;
    }),
  ];
  for (const { token, user } of actors) {
    writers.push(
      loop(async (n) => {
        const { status } = await call(base, 'POST', '/api/cart', {
          token,
          json: { itemId: world.itemId, size: '100 g', quantity: 1 },
        });
        if (status === 200) acks.cartAdds.set(user._id, (acks.cartAdds.get(user._id) ?? 0) + 1);
        return status === 200 && n + 1 < MAX_CART_ADDS;
      }),
      loop(async () => {
        const { answer, paymentId } = await investOverHttp(base, token, world.campaignId, 1000);
        if (answer.status === 200 && paymentId) acks.payments.push(paymentId);
        return answer.status === 200;
      }),
    );
  }
  return writers;
}

describe.each<DatabaseKind>(['pglite', 'postgres'])('SIGKILL under write load (%s)', (kind) => {
  it('keeps every write the server acknowledged', async () => {
    const database = await createScratchDatabase(kind);
    let server: BuiltServer | null = null;
    try {
      const setup = await database.open();
      const world = await insertWorld(setup.db, { fundingGoalPaise: 100_000_000_00 });
      const actorEmails = Array.from({ length: ACTORS }, (_, i) => `actor${i}@example.com`);
      await insertInvestors(setup.db, actorEmails);
      await setup.close();
      const env = { ...database.env, SEED_DEMO: 'false' };

      server = await startBuiltServer(env);
      const base = server.url;
      const actors = await Promise.all(actorEmails.map((email) => signIn(base, email)));
      const acks: Acknowledged = { signups: [], contact: [], cartAdds: new Map(), payments: [] };
      let enough = () => {};
      const enoughAcks = new Promise<void>((resolve) => (enough = resolve));
      const writers = driveWrites(base, actors, world, acks, () => {
        if (total(acks) >= KILL_AT_ACKS) enough();
      });
      const longEnough = new AbortController();
      await Promise.race([
        enoughAcks,
        delay(KILL_AFTER_MS, undefined, { signal: longEnough.signal }).catch(() => undefined),
      ]);
      longEnough.abort();
      await server.stop('SIGKILL');
      server = null;
      await Promise.all(writers);
      const acknowledged = total(acks);
      // The load was real and the kill came in the middle of it.
      expect(acks.payments.length).toBeGreaterThan(0);
      expect(acks.cartAdds.size).toBe(ACTORS);
      expect(acknowledged).toBeGreaterThan(20);

      server = await startBuiltServer(env);
      // A token issued before the kill still works, and the cart it sees holds every acknowledged add.
      const [first] = actors;
      const cart = await call<CartResponse>(server.url, 'GET', '/api/cart', {
        token: first!.token,
      });
      expect(cart.status).toBe(200);
      const quantity = cart.body.data.items[0]?.quantity ?? 0;
      expect(quantity).toBeGreaterThanOrEqual(acks.cartAdds.get(first!.user._id)!);
      await server.stop('SIGTERM');
      server = null;

      const check = await database.open();
      try {
        const { db } = check;
        const signedUp = await db
          .select({ email: users.email })
          .from(users)
          .where(inArray(users.email, acks.signups));
        expect(signedUp.map((row) => row.email).sort()).toEqual([...acks.signups].sort());
        const messages = await db
          .select({ message: contactMessages.message })
          .from(contactMessages)
          .where(inArray(contactMessages.message, acks.contact));
        expect(messages.map((row) => row.message).sort()).toEqual([...acks.contact].sort());
        await expectAcknowledgedWritesKept(db, acks);
        console.log(
          `${kind}: ${acknowledged} writes acknowledged before SIGKILL (${acks.signups.length} sign-ups, ` +
            `${acks.contact.length} contact messages, ${[...acks.cartAdds.values()].join('+')} cart adds, ` +
            `${acks.payments.length} investments); all of them there after the restart`,
        );
      } finally {
        await check.close();
      }
    } finally {
      await server?.stop('SIGKILL');
      await database.dispose();
    }
  });
});
