ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_status";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed', 'refunded', 'expired'));