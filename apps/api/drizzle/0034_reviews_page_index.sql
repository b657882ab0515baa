-- A product's reviews are read a page at a time, newest first with the id breaking a tie of
-- dates: the index now ends with the id, so a page is read off it backwards without a sort.
DROP INDEX "reviews_item_id_idx";--> statement-breakpoint
CREATE INDEX "reviews_item_id_idx" ON "reviews" USING btree ("item_id","created_at","id");