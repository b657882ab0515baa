-- NOT VALID (added by hand): rows from before these checks stay readable, and the API leaves out
-- any it cannot show; every new or changed row is checked.
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_amounts_positive";--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_amounts" CHECK ("campaigns"."funding_goal_paise" between 100 and 100000000000 and "campaigns"."min_investment_paise" between 100 and "campaigns"."funding_goal_paise") NOT VALID;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_dates" CHECK ("campaigns"."start_date" between '2000-01-01' and '2100-12-31' and "campaigns"."end_date" between "campaigns"."start_date" and '2100-12-31') NOT VALID;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_numbers" CHECK ("campaigns"."farm_size_value" > 0 and "campaigns"."farm_size_value" <= 100000 and "campaigns"."returns_min" between 0 and 1000 and ("campaigns"."returns_max" is null or "campaigns"."returns_max" between "campaigns"."returns_min" and 1000)) NOT VALID;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_paise" > 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "timeline_updates" ADD CONSTRAINT "timeline_updates_date" CHECK ("timeline_updates"."date" between '2000-01-01' and '2100-12-31') NOT VALID;