ALTER TABLE "campaigns" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "owner_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "campaigns_due_to_end_idx" ON "campaigns" USING btree ("end_date") WHERE "campaigns"."ended_at" is null and "campaigns"."status" in ('Active', 'Funded');