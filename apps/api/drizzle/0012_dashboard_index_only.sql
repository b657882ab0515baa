DROP INDEX "investments_user_id_idx";--> statement-breakpoint
CREATE INDEX "investments_user_id_idx" ON "investments" USING btree ("user_id","date","id","campaign_id","amount_paise","units","status");