-- A campaign of an account an operator disabled is not public: campaign_search (the listing's totals)
-- leaves it out, as the listing's queries do. A write to such a campaign keeps it out.
CREATE OR REPLACE FUNCTION sync_campaign_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_verified AND NEW.status IN ('Active', 'Funded', 'Completed')
    AND NOT EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND disabled_at IS NOT NULL) THEN
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
-- Disabling an account takes its campaigns out of campaign_search; enabling it puts the public ones back.
CREATE FUNCTION sync_owner_campaign_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.disabled_at IS NOT NULL THEN
    DELETE FROM campaign_search
    WHERE campaign_id IN (SELECT id FROM campaigns WHERE user_id = NEW.id);
  ELSE
    INSERT INTO campaign_search (campaign_id, farm_location_text, crop_types_text, farming_methods)
    SELECT id, farm_location_text, crop_types_text, farming_methods FROM campaigns
    WHERE user_id = NEW.id AND is_verified AND status IN ('Active', 'Funded', 'Completed')
    ON CONFLICT (campaign_id) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_disabled_campaign_search AFTER UPDATE OF disabled_at ON users
  FOR EACH ROW WHEN (OLD.disabled_at IS DISTINCT FROM NEW.disabled_at)
  EXECUTE FUNCTION sync_owner_campaign_search();
--> statement-breakpoint
-- The cached campaigns and the listing's totals change with it (see migration 0008).
CREATE TRIGGER users_disabled_changes AFTER UPDATE OF disabled_at ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('campaigns');
--> statement-breakpoint
CREATE TRIGGER users_disabled_listing_changes AFTER UPDATE OF disabled_at ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('listing');
