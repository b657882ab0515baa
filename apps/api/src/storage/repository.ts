import { isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaignVisuals, timelineUpdateImages } from '../db/schema/invest';
import { itemImages } from '../db/schema/shop';
import { users } from '../db/schema/users';

/** Every storage key a row refers to: visuals, timeline and product pictures, profile pictures. */
export async function listReferencedFiles(
  db: Database,
): Promise<{ keys: string[]; urls: string[] }> {
  const [visuals, timeline, items, avatars] = await Promise.all([
    db.select({ key: campaignVisuals.publicId }).from(campaignVisuals),
    db.select({ key: timelineUpdateImages.publicId }).from(timelineUpdateImages),
    db.select({ key: itemImages.publicId }).from(itemImages),
    db
      .select({ url: users.profilePictureUrl })
      .from(users)
      .where(isNotNull(users.profilePictureUrl)),
  ]);
  return {
    keys: [...visuals, ...timeline, ...items].map((row) => row.key),
    urls: avatars.map((row) => row.url!),
  };
}
