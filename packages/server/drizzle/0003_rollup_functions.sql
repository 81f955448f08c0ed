-- Response-time histograms of the rollup tables (bounds: RESPONSE_BUCKETS_MS in src/monitoring/rollups/histogram.ts).
CREATE OR REPLACE FUNCTION hlidka_hist_add(a integer[], b integer[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i), '{}'::integer[])
  FROM unnest(a, b) WITH ORDINALITY AS t(x, y, i)
$$;
--> statement-breakpoint
-- The q-quantile in ms, interpolated linearly inside its bucket; null for an empty histogram.
CREATE OR REPLACE FUNCTION hlidka_hist_quantile(h integer[], q double precision) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH b AS (
    SELECT i, c,
      (ARRAY[0,1,2,3,5,7,10,15,20,30,40,50,75,100,150,200,300,400,500,750,1000,1500,2000,3000,5000,10000,20000,30000,60000])[i] AS lo,
      (ARRAY[1,2,3,5,7,10,15,20,30,40,50,75,100,150,200,300,400,500,750,1000,1500,2000,3000,5000,10000,20000,30000,60000,120000])[i] AS hi,
      sum(c) OVER (ORDER BY i) AS cum,
      sum(c) OVER () AS total
    FROM unnest(h) WITH ORDINALITY AS t(c, i)
  )
  SELECT round(lo + (hi - lo) * ((q * total - (cum - c)) / c))::integer
  FROM b WHERE c > 0 AND cum >= q * total
  ORDER BY i LIMIT 1
$$;
