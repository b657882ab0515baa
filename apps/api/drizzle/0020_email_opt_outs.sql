CREATE TABLE "email_opt_outs" (
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_outs_user_id_topic_pk" PRIMARY KEY("user_id","topic"),
	CONSTRAINT "email_opt_outs_topic" CHECK (topic in ('orderUpdates', 'farmUpdates', 'campaignEnded'))
);
--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;