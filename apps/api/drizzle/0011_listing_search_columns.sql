DROP INDEX "campaigns_farm_location_trgm_idx";--> statement-breakpoint
DROP INDEX "campaigns_crop_types_trgm_idx";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "farm_location_text" text GENERATED ALWAYS AS (lower("campaigns"."farm_location")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "crop_types_text" text GENERATED ALWAYS AS (campaign_array_text("campaigns"."crop_types")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "campaigns_public_search_idx" ON "campaigns" USING btree ("farm_location_text","crop_types_text","farming_methods") WHERE ("campaigns"."is_verified" and "campaigns"."status" in ('Active', 'Funded', 'Completed'));--> statement-breakpoint
CREATE INDEX "campaigns_farm_location_trgm_idx" ON "campaigns" USING gin ("farm_location_text" gin_trgm_ops) WHERE ("campaigns"."is_verified" and "campaigns"."status" in ('Active', 'Funded', 'Completed'));--> statement-breakpoint
CREATE INDEX "campaigns_crop_types_trgm_idx" ON "campaigns" USING gin ("crop_types_text" gin_trgm_ops) WHERE ("campaigns"."is_verified" and "campaigns"."status" in ('Active', 'Funded', 'Completed'));--> statement-breakpoint
-- The filters read the columns above, which ANALYZE covers: the statistics on the expressions they
-- replace (migration 0004) inform no query any more.
DROP STATISTICS "campaigns_farm_location_stats";--> statement-breakpoint
DROP STATISTICS "campaigns_crop_types_stats";
