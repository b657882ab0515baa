ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "link" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('Pending', 'Paid', 'Refunded'));