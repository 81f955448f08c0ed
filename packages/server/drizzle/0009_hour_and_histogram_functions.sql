-- The hour a raw check belongs to (the second key of check_results' index; see src/db/schema/monitoring.ts).
-- Immutable and inlinable: queries that say hlidka_hour(checked_at) use the index.
CREATE OR REPLACE FUNCTION hlidka_hour(t timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_bin('1 hour', t, timestamptz '2000-01-01 00:00:00+00')
$$;
--> statement-breakpoint
-- A rollup histogram (integer[] of bucket counts) packed into one numeric: bucket i is the decimal digit group i of
-- 6 digits, bucket 1 least significant (src/monitoring/rollups/histogram.ts, packHistogram). Used once, to convert
-- the stored rows; merging packed histograms is numeric addition.
CREATE OR REPLACE FUNCTION hlidka_hist_pack(h integer[]) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(c::numeric * (10::numeric ^ (6 * (i - 1)))), 0)::numeric(1000, 0)::numeric
  FROM unnest(h) WITH ORDINALITY AS t(c, i)
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS hlidka_hist_quantile(integer[], double precision);
--> statement-breakpoint
DROP FUNCTION IF EXISTS hlidka_hist_add(integer[], integer[]);
