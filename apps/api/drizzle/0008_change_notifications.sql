-- Writes are announced on the channel mitti_changes (LISTEN/NOTIFY), so every API instance drops its
-- cached answers: 'campaigns' (a campaign, its visuals or its farmer as campaigns show them),
-- 'listing' (what the listing's filters match: its cached totals) and 'items' (the catalogue).
-- NOTIFY is sent at commit, once per distinct payload per transaction, and never on a rollback.
DROP TRIGGER "campaigns_listing_version" ON "campaigns";
--> statement-breakpoint
DROP FUNCTION "bump_listing_version"();
--> statement-breakpoint
DROP TABLE "listing_state" CASCADE;
--> statement-breakpoint
CREATE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mitti_changes', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER campaigns_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('campaigns');
--> statement-breakpoint
-- Raised amounts (every investment) leave the listing's totals as they are.
CREATE TRIGGER campaigns_listing_changes
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF status, is_verified, farm_location, crop_types, farming_methods
  ON campaigns FOR EACH STATEMENT EXECUTE FUNCTION notify_change('listing');
--> statement-breakpoint
CREATE TRIGGER campaign_visuals_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaign_visuals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('campaigns');
--> statement-breakpoint
CREATE TRIGGER users_campaign_changes
  AFTER DELETE OR UPDATE OF name, email, phone, profile_picture_url, active ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('campaigns');
--> statement-breakpoint
CREATE TRIGGER items_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('items');
--> statement-breakpoint
CREATE TRIGGER item_images_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON item_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('items');
--> statement-breakpoint
CREATE TRIGGER item_variants_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON item_variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('items');
