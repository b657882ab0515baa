DROP INDEX "items_catalogue_order_idx";--> statement-breakpoint
DROP INDEX "refund_requests_investment_id_idx";--> statement-breakpoint
CREATE INDEX "refund_requests_investment_id_idx" ON "refund_requests" USING btree ("investment_id","created_at","id");