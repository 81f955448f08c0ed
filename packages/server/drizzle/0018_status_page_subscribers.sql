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
ALTER TABLE "status_page_notices" ADD CONSTRAINT "status_page_notices_status_page_id_status_pages_id_fk" FOREIGN KEY ("status_page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_page_subscribers" ADD CONSTRAINT "status_page_subscribers_status_page_id_status_pages_id_fk" FOREIGN KEY ("status_page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "status_page_subscribers_target_key" ON "status_page_subscribers" USING btree ("status_page_id","kind","target");--> statement-breakpoint
CREATE UNIQUE INDEX "status_page_subscribers_token_key" ON "status_page_subscribers" USING btree ("confirm_token_hash") WHERE "status_page_subscribers"."confirm_token_hash" is not null;