-- The daily summary of new investments to each campaign owner ('newInvestments', a news topic they
-- may turn off), sent once per owner and day in India.
CREATE TABLE "investment_digests" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "investment_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "email_opt_outs" DROP CONSTRAINT "email_opt_outs_topic";--> statement-breakpoint
ALTER TABLE "investment_digests" ADD CONSTRAINT "investment_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_topic" CHECK (topic in ('orderUpdates', 'farmUpdates', 'campaignEnded', 'newInvestments'));