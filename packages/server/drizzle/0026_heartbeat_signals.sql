ALTER TABLE "websites" ADD COLUMN "last_ping_failed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "run_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "last_run_ms" integer;