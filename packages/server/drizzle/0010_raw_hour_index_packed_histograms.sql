CREATE TABLE "check_result_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "check_results_website_time_idx";--> statement-breakpoint
ALTER TABLE "check_rollups_daily" ALTER COLUMN "hist" SET DATA TYPE numeric USING hlidka_hist_pack("hist");--> statement-breakpoint
ALTER TABLE "check_rollups_hourly" ALTER COLUMN "hist" SET DATA TYPE numeric USING hlidka_hist_pack("hist");--> statement-breakpoint
CREATE INDEX "check_results_website_hour_idx" ON "check_results" USING btree ("website_seq",hlidka_hour("checked_at"));--> statement-breakpoint
ALTER TABLE "check_rollups_daily" DROP COLUMN "p50_ms";--> statement-breakpoint
ALTER TABLE "check_rollups_daily" DROP COLUMN "p95_ms";--> statement-breakpoint
ALTER TABLE "check_rollups_hourly" DROP COLUMN "p50_ms";--> statement-breakpoint
ALTER TABLE "check_rollups_hourly" DROP COLUMN "p95_ms";