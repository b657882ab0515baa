-- An operator taking a farmer's verification back, with no request waiting, is recorded as
-- 'withdrawn' rather than as a declined request.
ALTER TABLE "verification_requests" DROP CONSTRAINT "verification_requests_status";--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_status" CHECK ("verification_requests"."status" in ('open', 'approved', 'rejected', 'withdrawn'));