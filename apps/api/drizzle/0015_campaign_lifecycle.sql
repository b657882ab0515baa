CREATE TABLE "campaign_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	"field" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_changes" ADD CONSTRAINT "campaign_changes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_changes" ADD CONSTRAINT "campaign_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_changes_campaign_id_idx" ON "campaign_changes" USING btree ("campaign_id","changed_at");--> statement-breakpoint
CREATE INDEX "campaign_changes_changed_by_idx" ON "campaign_changes" USING btree ("changed_by");--> statement-breakpoint
-- Hand-written: campaigns approved before this migration (verified, or holding investors' money) keep their funding terms frozen from now on.
UPDATE "campaigns" SET "approved_at" = "updated_at" WHERE "is_verified" OR "raised_amount_paise" > 0;
