CREATE TABLE "value_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" uuid NOT NULL,
	"item" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"after_hash" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"accepted_by_user_id" uuid,
	"accepted_by_name" text,
	CONSTRAINT "value_changes_item_check" CHECK ("value_changes"."item" in ('content', 'certificate', 'addresses', 'records.CNAME', 'records.MX', 'records.NS', 'records.TXT')),
	CONSTRAINT "value_changes_status_check" CHECK ("value_changes"."status" in ('open', 'accepted', 'superseded', 'reverted'))
);
--> statement-breakpoint
CREATE TABLE "watched_values" (
	"website_id" uuid NOT NULL,
	"item" text NOT NULL,
	"accepted" jsonb NOT NULL,
	"accepted_hash" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"seen" jsonb NOT NULL,
	"seen_hash" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watched_values_pkey" PRIMARY KEY("website_id","item"),
	CONSTRAINT "watched_values_item_check" CHECK ("watched_values"."item" in ('content', 'certificate', 'addresses', 'records.CNAME', 'records.MX', 'records.NS', 'records.TXT'))
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "change_watch" jsonb;--> statement-breakpoint
ALTER TABLE "value_changes" ADD CONSTRAINT "value_changes_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_changes" ADD CONSTRAINT "value_changes_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_values" ADD CONSTRAINT "watched_values_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "value_changes_website_idx" ON "value_changes" USING btree ("website_id","detected_at");