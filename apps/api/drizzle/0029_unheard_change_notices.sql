-- Since the read path lost its caches (issue 20), no instance listens for 'campaigns' or 'items': only
-- the listing's totals are cached ('listing'). The unheard announcements cost every write of a
-- campaign, variant or stock level a NOTIFY, and PostgreSQL serialises the commits of every transaction
-- that notifies (one lock on the notification queue).
DROP TRIGGER "campaigns_changes" ON "campaigns";
--> statement-breakpoint
DROP TRIGGER "campaign_visuals_changes" ON "campaign_visuals";
--> statement-breakpoint
DROP TRIGGER "users_campaign_changes" ON "users";
--> statement-breakpoint
DROP TRIGGER "users_disabled_changes" ON "users";
--> statement-breakpoint
DROP TRIGGER "items_changes" ON "items";
--> statement-breakpoint
DROP TRIGGER "item_images_changes" ON "item_images";
--> statement-breakpoint
DROP TRIGGER "item_variants_changes" ON "item_variants";
