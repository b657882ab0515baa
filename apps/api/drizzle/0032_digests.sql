-- The daily summaries, per kind: the owners' new investments (before: investment_digests, copied
-- over) and the operators' waiting work.
CREATE TABLE "digests" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "digests_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day"),
	CONSTRAINT "digests_kind" CHECK (kind in ('newInvestments', 'operations'))
);
--> statement-breakpoint
ALTER TABLE "digests" ADD CONSTRAINT "digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "digests" ("user_id", "kind", "day", "sent_at")
SELECT "user_id", 'newInvestments', "day", "sent_at" FROM "investment_digests";--> statement-breakpoint
DROP TABLE "investment_digests" CASCADE;
