-- A shopper's orders are read a page at a time, newest first with the id breaking a tie of
-- dates: the index now ends with the id, so a page is read off it backwards without a sort.
DROP INDEX "orders_user_id_idx";--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","created_at","id");