-- The CSV exports read a batch of rows at a time in the file's order, each batch starting just
-- after the last row of the one before (keyset pagination): an index in that order makes each
-- batch one short index range. The campaign_id index of investments now ends with that order.
DROP INDEX "investments_campaign_id_idx";--> statement-breakpoint
CREATE INDEX "investments_date_idx" ON "investments" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "refund_requests_created_idx" ON "refund_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "investments_campaign_id_idx" ON "investments" USING btree ("campaign_id","date","id");