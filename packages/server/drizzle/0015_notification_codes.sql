ALTER TABLE "notifications" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "cause_params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Incidents opened before cause values were kept: the values the checker wrote into its English message.
UPDATE "incidents" SET "cause_params" = jsonb_build_object('statusCode', substring("cause_message" from '^Status (\d{3}) ')::int)
  WHERE "cause_code" = 'status' AND "cause_message" ~ '^Status \d{3} ';--> statement-breakpoint
UPDATE "incidents" SET "cause_params" = jsonb_build_object('responseMs', substring("cause_message" from '^Response took (\d+) ms')::int)
  WHERE "cause_code" = 'response_time' AND "cause_message" ~ '^Response took \d{1,9} ms';--> statement-breakpoint
ALTER TABLE "website_incident_state" ADD COLUMN "first_failure_params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "incidents" DROP COLUMN "description";