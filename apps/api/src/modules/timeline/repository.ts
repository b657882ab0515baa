import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { timelineUpdateImages, timelineUpdates } from '../../db/schema/invest';
import { isUuid } from '../../uuid';

export type TimelineUpdateRow = typeof timelineUpdates.$inferSelect;
export type NewTimelineUpdateRow = typeof timelineUpdates.$inferInsert;
export type TimelineImageRow = typeof timelineUpdateImages.$inferSelect;
export type NewTimelineImage = Pick<TimelineImageRow, 'url' | 'publicId'>;

export interface TimelineUpdateRecord {
  update: TimelineUpdateRow;
  images: TimelineImageRow[];
}

async function attachImages(
  db: Database,
  updates: TimelineUpdateRow[],
): Promise<TimelineUpdateRecord[]> {
  if (updates.length === 0) return [];
  const images = await db
    .select()
    .from(timelineUpdateImages)
    .where(
      inArray(
        timelineUpdateImages.updateId,
        updates.map((update) => update.id),
      ),
    )
    .orderBy(asc(timelineUpdateImages.position));
  return updates.map((update) => ({
    update,
    images: images.filter((image) => image.updateId === update.id),
  }));
}

/** Newest date first; updates of one day newest posted first. */
export async function listUpdates(
  db: Database,
  campaignId: string,
): Promise<TimelineUpdateRecord[]> {
  const updates = await db
    .select()
    .from(timelineUpdates)
    .where(eq(timelineUpdates.campaignId, campaignId))
    .orderBy(desc(timelineUpdates.date), desc(timelineUpdates.createdAt), desc(timelineUpdates.id));
  return attachImages(db, updates);
}

export async function findUpdate(
  db: Database,
  id: string,
): Promise<TimelineUpdateRecord | undefined> {
  const updates = await db.select().from(timelineUpdates).where(eq(timelineUpdates.id, id));
  const [record] = await attachImages(db, updates);
  return record;
}

export async function insertUpdate(
  db: Database,
  values: NewTimelineUpdateRow,
  images: NewTimelineImage[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(timelineUpdates)
      .values(values)
      .returning({ id: timelineUpdates.id });
    const updateId = row!.id;
    if (images.length > 0) {
      await tx
        .insert(timelineUpdateImages)
        .values(images.map((image, position) => ({ ...image, updateId, position })));
    }
    return updateId;
  });
}

/** Deletes the campaign's update with its image rows; the storage keys of its files, or undefined. */
export async function deleteUpdate(
  db: Database,
  campaignId: string,
  updateId: string,
): Promise<string[] | undefined> {
  if (!isUuid(updateId)) return undefined;
  return db.transaction(async (tx) => {
    const images = await tx
      .select({ key: timelineUpdateImages.publicId })
      .from(timelineUpdateImages)
      .where(eq(timelineUpdateImages.updateId, updateId));
    const deleted = await tx
      .delete(timelineUpdates)
      .where(and(eq(timelineUpdates.id, updateId), eq(timelineUpdates.campaignId, campaignId)))
      .returning({ id: timelineUpdates.id });
    return deleted.length > 0 ? images.map((image) => image.key) : undefined;
  });
}
