ALTER TABLE "incidents" ADD COLUMN "region_verdicts" jsonb;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "region_quorum" integer;