CREATE TABLE "listing_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_state_single_row" CHECK ("listing_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "listing_state" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Any write that can change which campaigns are public or what the listing's filters match bumps the
-- version; raised amounts (every investment) do not, so the listing's totals stay cached through them.
CREATE FUNCTION bump_listing_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER campaigns_listing_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF status, is_verified, farm_location, crop_types, farming_methods
  ON campaigns FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
--> statement-breakpoint
-- Statistics on the filter expressions (their indexes are partial, so ANALYZE skips them there):
-- the planner then knows how many campaigns a location or crop term matches.
CREATE STATISTICS campaigns_farm_location_stats ON (lower(farm_location)) FROM campaigns;
--> statement-breakpoint
CREATE STATISTICS campaigns_crop_types_stats ON (campaign_array_text(crop_types)) FROM campaigns;
