-- A cash order cancelled before delivery will never be paid: its payment reads Cancelled instead of
-- staying Pending, so lists and the orders CSV stop counting it as cash still to collect. The
-- cash orders already cancelled are brought in line.
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('Pending', 'Paid', 'Refunded', 'Cancelled'));--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'Cancelled' WHERE "payment_method" = 'COD' AND "status" = 'Cancelled' AND "payment_status" = 'Pending';
