ALTER TABLE "campaigns" ADD COLUMN "held_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_held_units" CHECK ("campaigns"."held_units" >= 0);--> statement-breakpoint
-- The holds of checkouts open while this migrates, expired or not, as the counter keeps them.
UPDATE "campaigns" SET "held_units" = "held"."units"
  FROM (
    SELECT "campaign_id", sum("quantity")::integer AS "units" FROM "reservations"
     WHERE "status" = 'held' AND "campaign_id" IS NOT NULL GROUP BY "campaign_id"
  ) AS "held"
 WHERE "campaigns"."id" = "held"."campaign_id";
