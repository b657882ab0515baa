DROP INDEX "items_category_idx";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("items"."name" || chr(31) || "items"."brand" || chr(31) || "items"."category" || chr(31) || "items"."farm_name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "items_catalogue_order_idx" ON "items" USING btree ("created_at","name","id");--> statement-breakpoint
CREATE INDEX "items_search_text_idx" ON "items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category","created_at","name","id");