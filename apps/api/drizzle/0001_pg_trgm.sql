-- Trigram indexes serve the listing's case-insensitive substring filters (farm location, crops).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- array_to_string is only STABLE, so an index over it needs this IMMUTABLE wrapper. Elements are joined
-- with the unit separator, which no typed search term contains, so a term never matches across two crops.
CREATE OR REPLACE FUNCTION campaign_array_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(array_to_string($1, chr(31))) $$;
