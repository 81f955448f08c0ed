ALTER TABLE "websites" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "last_response_ms" integer;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "last_code" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "checks_30d" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "covered_seconds_30d" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "downtime_seconds_30d" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "uptime_30d" double precision GENERATED ALWAYS AS (case when covered_seconds_30d > 0 then (covered_seconds_30d - downtime_seconds_30d)::float8 * 100 / covered_seconds_30d end) STORED;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "figures_from" timestamp with time zone DEFAULT (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '29 days') NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "incidents_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "websites_owner_name_idx" ON "websites" USING btree ("owner_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "websites_owner_status_idx" ON "websites" USING btree ("owner_id","status","id");--> statement-breakpoint
CREATE INDEX "websites_owner_incidents_idx" ON "websites" USING btree ("owner_id","incidents_count","id");--> statement-breakpoint
-- Room on each page for a row's next version: the figures change with every result batch, and an update that fits
-- on its page (no indexed column changed) writes no index entry.
ALTER TABLE "websites" SET (fillfactor = 70);--> statement-breakpoint
-- Backfill: the latest check of each website (its newest schedule row), the 30-day sums of its daily rollups
-- (the column default already set figures_from to the window's first day) and its incidents.
UPDATE "websites" w SET "last_checked_at" = s."last_checked_at", "last_response_ms" = s."last_response_ms", "last_code" = s."last_code"
FROM (
  SELECT DISTINCT ON ("website_id") "website_id", "last_checked_at", "last_response_ms", "last_code"
  FROM "check_schedules" WHERE "last_checked_at" IS NOT NULL
  ORDER BY "website_id", "last_checked_at" DESC
) s WHERE s."website_id" = w."id";--> statement-breakpoint
UPDATE "websites" w SET "checks_30d" = d."checks", "covered_seconds_30d" = d."covered", "downtime_seconds_30d" = d."downtime"
FROM (
  SELECT r."website_id", sum(r."checks")::int AS "checks", sum(r."covered_seconds") AS "covered", sum(r."downtime_seconds") AS "downtime"
  FROM "check_rollups_daily" r JOIN "websites" x ON x."id" = r."website_id"
  WHERE r."bucket" >= x."figures_from"
  GROUP BY r."website_id"
) d WHERE d."website_id" = w."id";--> statement-breakpoint
UPDATE "websites" w SET "incidents_count" = i."n"
FROM (SELECT "website_id", count(*)::int AS "n" FROM "incidents" GROUP BY "website_id") i
WHERE i."website_id" = w."id";
