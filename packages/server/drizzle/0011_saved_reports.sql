CREATE TABLE "saved_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"website_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team_id" uuid,
	"period" text NOT NULL,
	"from_day" text,
	"to_day" text,
	"schedule_monthly" boolean DEFAULT false NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'cs' NOT NULL,
	"last_sent_month" text,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_reports_scope_check" CHECK ("saved_reports"."scope" in ('websites', 'team')),
	CONSTRAINT "saved_reports_period_check" CHECK ("saved_reports"."period" in ('this_month', 'last_month', 'custom'))
);
--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_reports_user_idx" ON "saved_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_reports_scheduled_idx" ON "saved_reports" USING btree ("last_sent_month") WHERE "saved_reports"."schedule_monthly";