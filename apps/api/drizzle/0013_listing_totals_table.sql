CREATE TABLE "campaign_search" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"farm_location_text" text NOT NULL,
	"crop_types_text" text NOT NULL,
	"farming_methods" text[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "campaigns_public_search_idx";--> statement-breakpoint
ALTER TABLE "campaign_search" ADD CONSTRAINT "campaign_search_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_search_farm_location_idx" ON "campaign_search" USING gin ("farm_location_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaign_search_crop_types_idx" ON "campaign_search" USING gin ("crop_types_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaign_search_farming_methods_idx" ON "campaign_search" USING gin ("farming_methods");--> statement-breakpoint
-- campaign_search holds the public campaigns (verified Active, Funded or Completed), kept row by row in
-- the transaction of each write; a deleted campaign's row goes with it (ON DELETE CASCADE). NEW holds
-- the generated columns in an AFTER trigger.
CREATE FUNCTION sync_campaign_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_verified AND NEW.status IN ('Active', 'Funded', 'Completed') THEN
    INSERT INTO campaign_search (campaign_id, farm_location_text, crop_types_text, farming_methods)
    VALUES (NEW.id, NEW.farm_location_text, NEW.crop_types_text, NEW.farming_methods)
    ON CONFLICT (campaign_id) DO UPDATE SET
      farm_location_text = EXCLUDED.farm_location_text,
      crop_types_text = EXCLUDED.crop_types_text,
      farming_methods = EXCLUDED.farming_methods;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM campaign_search WHERE campaign_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER campaigns_search_insert AFTER INSERT ON campaigns
  FOR EACH ROW EXECUTE FUNCTION sync_campaign_search();
--> statement-breakpoint
-- Every investment sets status (to Funded at the goal): only a real change is copied.
CREATE TRIGGER campaigns_search_update
  AFTER UPDATE OF status, is_verified, farm_location, crop_types, farming_methods ON campaigns
  FOR EACH ROW WHEN (
    (OLD.status, OLD.is_verified, OLD.farm_location, OLD.crop_types, OLD.farming_methods)
      IS DISTINCT FROM (NEW.status, NEW.is_verified, NEW.farm_location, NEW.crop_types, NEW.farming_methods)
  ) EXECUTE FUNCTION sync_campaign_search();
--> statement-breakpoint
-- After the triggers, whose creation holds off writers until the migration commits: none is missed.
INSERT INTO campaign_search (campaign_id, farm_location_text, crop_types_text, farming_methods)
SELECT id, farm_location_text, crop_types_text, farming_methods FROM campaigns
WHERE is_verified AND status IN ('Active', 'Funded', 'Completed');
