CREATE TABLE "degraded_periods" (
	"website_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "degraded_periods_pkey" PRIMARY KEY("website_id","started_at")
);
--> statement-breakpoint
ALTER TABLE "websites" DROP CONSTRAINT "websites_status_check";--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "degraded_after_ms" integer;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "degraded_mode" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "degraded_window" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "degraded_periods" ADD CONSTRAINT "degraded_periods_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_degraded_mode_check" CHECK ("websites"."degraded_mode" in ('each', 'p95'));--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_status_check" CHECK ("websites"."status" in ('up', 'down', 'paused', 'pending', 'maintenance', 'degraded'));