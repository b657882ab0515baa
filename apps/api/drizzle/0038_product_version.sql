-- The product editor's optimistic concurrency: a save carries the version it loaded, and one
-- made over a newer version (another operator saved meanwhile) is refused instead of undoing it.
ALTER TABLE "items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
