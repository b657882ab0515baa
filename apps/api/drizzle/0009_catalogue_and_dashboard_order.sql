DROP INDEX "investments_user_id_idx";--> statement-breakpoint
CREATE INDEX "items_catalogue_order_idx" ON "items" USING btree ("created_at","name","id");--> statement-breakpoint
CREATE INDEX "investments_user_id_idx" ON "investments" USING btree ("user_id","date","id");