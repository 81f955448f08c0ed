CREATE TABLE "status_page_password_attempts" (
	"status_page_id" uuid NOT NULL,
	"address" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "status_page_password_attempts_status_page_id_address_pk" PRIMARY KEY("status_page_id","address")
);
--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "access" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "status_pages" ADD COLUMN "allowlist" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "status_page_password_attempts" ADD CONSTRAINT "status_page_password_attempts_status_page_id_status_pages_id_fk" FOREIGN KEY ("status_page_id") REFERENCES "public"."status_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_pages" ADD CONSTRAINT "status_pages_access_check" CHECK ("status_pages"."access" in ('public', 'password', 'allowlist', 'members'));