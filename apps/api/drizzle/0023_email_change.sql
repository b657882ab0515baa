ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_new_email" CHECK (("account_tokens"."purpose" = 'change-email') = ("account_tokens"."new_email" is not null));--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose" CHECK ("account_tokens"."purpose" in ('reset-password', 'confirm-email', 'change-email'));