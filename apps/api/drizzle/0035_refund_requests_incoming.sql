-- The dashboard lists refund requests a page at a time, pending first, then newest (id breaking a
-- tie). An admin's list of all of them is read off this index in order, without sorting every
-- request; NULLS FIRST is how ORDER BY ... DESC reads, so the index matches that sort.
CREATE INDEX "refund_requests_incoming_idx" ON "refund_requests" USING btree (("status" <> 'open'),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);