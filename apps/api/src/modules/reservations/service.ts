import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { lockVariantsById, putBackItems } from '../stock/repository';
import type { LapsedOptions } from './repository';
import {
  endHolds,
  heldVariantIds,
  listExpiredHolders,
  putBackUnits,
  releaseExpiredItems,
} from './repository';

/** Payment orders whose expired holds one pass of the job releases; it goes on while it finds more. */
const BATCH = 100;

/**
 * Ends what a payment order holds (only what expired by `expiredBy`, when given): campaign units
 * come off the campaign's count, shop items go back on stock under their variants' locks. Does
 * nothing to holds already converted or released, so it may run any number of times.
 */
export async function releaseReservation(
  db: Database,
  paymentOrderId: string,
  expiredBy?: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockVariantsById(tx, await heldVariantIds(tx, paymentOrderId));
    await releaseHolds(tx, paymentOrderId, expiredBy);
  });
}

/** releaseReservation in the caller's transaction, which has locked the held variants. */
export async function releaseHolds(
  tx: Database,
  paymentOrderId: string,
  expiredBy?: Date,
): Promise<void> {
  const { campaignId, campaignUnits, items } = await endHolds(
    tx,
    paymentOrderId,
    'released',
    expiredBy,
  );
  await putBackItems(tx, items);
  if (campaignId) await putBackUnits(tx, campaignId, campaignUnits);
}

/**
 * In an order's transaction, with these variants locked: puts back the items of their holds that
 * lapsed (see LapsedOptions), so a sale never waits for the expiry job. Answers whether any went back.
 */
export async function releaseLapsedItems(
  tx: Database,
  variantIds: string[],
  now: Date,
  options: LapsedOptions = {},
): Promise<boolean> {
  const lapsed = await releaseExpiredItems(tx, variantIds, now, options);
  await putBackItems(tx, lapsed);
  return lapsed.length > 0;
}

/**
 * The reservation-expiry job: releases every hold past its 15 minutes, one payment order per
 * transaction. Checkouts never wait for it (releaseLapsedUnits, releaseLapsedItems release what
 * lapsed when they need it); it puts back units and stock nobody asked for yet.
 */
export async function releaseExpiredReservations(db: Database, clock: Clock): Promise<number> {
  const now = clock.now();
  let released = 0;
  for (;;) {
    const holders = await listExpiredHolders(db, now, BATCH);
    for (const paymentOrderId of holders) await releaseReservation(db, paymentOrderId, now);
    released += holders.length;
    if (holders.length < BATCH) return released;
  }
}
