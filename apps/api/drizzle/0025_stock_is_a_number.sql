CREATE INDEX "item_variants_stock_idx" ON "item_variants" USING btree ("stock","id");--> statement-breakpoint
ALTER TABLE "item_variants" DROP COLUMN "available";