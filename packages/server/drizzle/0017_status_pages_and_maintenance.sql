CREATE TABLE "maintenance_window_groups" (
	"window_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "maintenance_window_groups_window_id_group_id_pk" PRIMARY KEY("window_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_window_status_pages" (
	"window_id" uuid NOT NULL,
	"status_page_id" uuid NOT NULL,
	CONSTRAINT "maintenance_window_status_pages_window_id_status_page_id_pk" PRIMARY KEY("window_id","status_page_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_window_websites" (
	"window_id" uuid NOT NULL,
	"website_id" uuid NOT NULL,
	CONSTRAINT "maintenance_window_websites_window_id_website_id_pk" PRIMARY KEY("window_id","website_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"team_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"starts_at_local" text NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"recurrence" jsonb NOT NULL,
	"notify_minutes_before" integer,
	"first_starts_at" timestamp with time zone NOT NULL,
	"last_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message_cs" text,
	"message_en" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_updates_status_check" CHECK ("incident_updates"."status" in ('investigating', 'identified', 'monitoring', 'resolved')),
	CONSTRAINT "incident_updates_message_check" CHECK ("incident_updates"."message_cs" is not null or "incident_updates"."message_en" is not null)
);
--> statement-breakpoint
CREATE TABLE "status_page_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status_page_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_page_notices" (
	"status_page_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_page_notices_status_page_id_subject_id_event_pk" PRIMARY KEY("status_page_id","subject_id","event")
);
--> statement-breakpoint
CREATE TABLE "status_page_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status_page_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"language" text NOT NULL,
	"confirm_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_page_subscribers_kind_check" CHECK ("status_page_subscribers"."kind" in ('email', 'webhook')),
	CONSTRAINT "status_page_subscribers_language_check" CHECK ("status_page_subscribers"."language" in ('cs', 'en'))
);
--> statement-breakpoint
CREATE TABLE "status_page_websites" (
	"group_id" uuid NOT NULL,
	"website_id" uuid NOT NULL,
	"status_page_id" uuid NOT NULL,
	"display_name" text,
	"position" integer NOT NULL,
	"badge_key" text NOT NULL,
	CONSTRAINT "status_page_websites_group_id_website_id_pk" PRIMARY KEY("group_id","website_id")
);
--> statement-breakpoint
CREATE TABLE "status_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"team_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"footer" text,
	"logo_url" text,
	"accent_color" text,
	"language" text DEFAULT 'auto' NOT NULL,
	"show_response_times" boolean DEFAULT true NOT NULL,
	"custom_domain" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_pages_language_check" CHECK ("status_pages"."language" in ('auto', 'cs', 'en'))
);
--> statement-breakpoint
ALTER TABLE "check_rollups_daily" ADD COLUMN "maintenance_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "check_rollups_hourly" ADD COLUMN "maintenance_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_window_groups" ADD CONSTRAINT "maintenance_window_groups_window_id_maintenance_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."maintenance_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_window_groups" ADD CONSTRAINT "maintenance_window_groups_group_id_status_page_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."status_page_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_window_status_pages" ADD CONSTRAINT "maintenance_window_status_pages_window_id_maintenance_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."maintenance_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_window_status_pages" ADD CONSTRAINT "maintenance_window_status_pages_status_page_id_status_pages_id_fk" FOREIGN KEY ("status_page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_window_websites" ADD CONSTRAINT "maintenance_window_websites_window_id_maintenance_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."maintenance_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_window_websites" ADD CONSTRAINT "maintenance_window_websites_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD CONSTRAINT "incident_updates_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD CONSTRAINT "incident_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_groups" ADD CONSTRAINT "status_page_groups_status_page_id_status_pages_id_fk" FOREIGN KEY ("status_page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_notices" ADD CONSTRAINT "status_page_notices_status_page_id_status_pages_id_fk" FOREIGN KEY ("status_page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_subscribers" ADD CONSTRAINT "status_page_subscribers_status_page_id_status_pages_id_fk" FOREIGN KEY ("status_page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_websites" ADD CONSTRAINT "status_page_websites_group_id_status_page_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."status_page_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_websites" ADD CONSTRAINT "status_page_websites_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_websites" ADD CONSTRAINT "status_page_websites_status_page_id_status_pages_id_fk" FOREIGN KEY ("status_page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_pages" ADD CONSTRAINT "status_pages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_pages" ADD CONSTRAINT "status_pages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_window_groups_group_idx" ON "maintenance_window_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "maintenance_window_status_pages_page_idx" ON "maintenance_window_status_pages" USING btree ("status_page_id");--> statement-breakpoint
CREATE INDEX "maintenance_window_websites_website_idx" ON "maintenance_window_websites" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "maintenance_windows_owner_idx" ON "maintenance_windows" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "maintenance_windows_team_idx" ON "maintenance_windows" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "incident_updates_incident_idx" ON "incident_updates" USING btree ("incident_id","created_at");--> statement-breakpoint
CREATE INDEX "status_page_groups_page_idx" ON "status_page_groups" USING btree ("status_page_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "status_page_subscribers_target_key" ON "status_page_subscribers" USING btree ("status_page_id","kind","target");--> statement-breakpoint
CREATE UNIQUE INDEX "status_page_subscribers_token_key" ON "status_page_subscribers" USING btree ("confirm_token_hash") WHERE "status_page_subscribers"."confirm_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "status_page_websites_badge_key" ON "status_page_websites" USING btree ("status_page_id","badge_key");--> statement-breakpoint
CREATE INDEX "status_page_websites_website_idx" ON "status_page_websites" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "status_pages_slug_key" ON "status_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "status_pages_custom_domain_key" ON "status_pages" USING btree ("custom_domain") WHERE "status_pages"."custom_domain" is not null;--> statement-breakpoint
CREATE INDEX "status_pages_owner_idx" ON "status_pages" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "status_pages_team_idx" ON "status_pages" USING btree ("team_id");