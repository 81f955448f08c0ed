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
ALTER TABLE "incident_updates" ADD CONSTRAINT "incident_updates_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_updates" ADD CONSTRAINT "incident_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_groups" ADD CONSTRAINT "status_page_groups_status_page_id_status_pages_id_fk" FOREIGN KEY ("status_page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_websites" ADD CONSTRAINT "status_page_websites_group_id_status_page_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."status_page_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_websites" ADD CONSTRAINT "status_page_websites_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_websites" ADD CONSTRAINT "status_page_websites_status_page_id_status_pages_id_fk" FOREIGN KEY ("status_page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_pages" ADD CONSTRAINT "status_pages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_pages" ADD CONSTRAINT "status_pages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_updates_incident_idx" ON "incident_updates" USING btree ("incident_id","created_at");--> statement-breakpoint
CREATE INDEX "status_page_groups_page_idx" ON "status_page_groups" USING btree ("status_page_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "status_page_websites_badge_key" ON "status_page_websites" USING btree ("status_page_id","badge_key");--> statement-breakpoint
CREATE INDEX "status_page_websites_website_idx" ON "status_page_websites" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "status_pages_slug_key" ON "status_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "status_pages_custom_domain_key" ON "status_pages" USING btree ("custom_domain") WHERE "status_pages"."custom_domain" is not null;--> statement-breakpoint
CREATE INDEX "status_pages_owner_idx" ON "status_pages" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "status_pages_team_idx" ON "status_pages" USING btree ("team_id");