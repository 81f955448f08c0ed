ALTER TABLE "status_page_notices" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "status_page_notices" CASCADE;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "subscriber_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_subscriber_id_status_page_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."status_page_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_subscriber_idx" ON "notification_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_recipient_check" CHECK ("notification_deliveries"."user_id" is not null or "notification_deliveries"."subscriber_id" is not null);