CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"campaign_id" uuid,
	"variant_id" uuid,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status" CHECK ("reservations"."status" in ('held', 'converted', 'released')),
	CONSTRAINT "reservations_quantity_positive" CHECK ("reservations"."quantity" > 0),
	CONSTRAINT "reservations_one_thing" CHECK (("reservations"."campaign_id" is null) <> ("reservations"."variant_id" is null))
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_variant_id_item_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."item_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_payment_order_idx" ON "reservations" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "reservations_campaign_held_idx" ON "reservations" USING btree ("campaign_id","expires_at") WHERE "reservations"."status" = 'held' and "reservations"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_variant_held_idx" ON "reservations" USING btree ("variant_id","expires_at") WHERE "reservations"."status" = 'held' and "reservations"."variant_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_held_expiry_idx" ON "reservations" USING btree ("expires_at") WHERE "reservations"."status" = 'held';