CREATE TABLE "website_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"team_id" uuid,
	"name" text NOT NULL,
	"name_key_cs" text COLLATE "C" GENERATED ALWAYS AS (hlidka_sort_key(name, 'cs')) STORED,
	"name_key_en" text COLLATE "C" GENERATED ALWAYS AS (hlidka_sort_key(name, 'en')) STORED,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "website_groups" ADD CONSTRAINT "website_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_groups" ADD CONSTRAINT "website_groups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_groups_owner_idx" ON "website_groups" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "website_groups_team_idx" ON "website_groups" USING btree ("team_id",lower("name"));--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_group_id_website_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."website_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "websites_group_idx" ON "websites" USING btree ("group_id");