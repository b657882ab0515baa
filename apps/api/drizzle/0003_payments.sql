ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_status";--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "units" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed', 'refunded'));