CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "refund_requests_review_idx" ON "refund_requests" USING btree (("status" <> 'open'),"decided_at" DESC NULLS FIRST,"created_at","id");--> statement-breakpoint
CREATE INDEX "verification_requests_review_idx" ON "verification_requests" USING btree (("status" <> 'open'),"decided_at" DESC NULLS FIRST,"created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at","id");