ALTER TABLE "incident_events" DROP CONSTRAINT "incident_events_type_check";--> statement-breakpoint
ALTER TABLE "websites" DROP CONSTRAINT "websites_status_check";--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "status_before_maintenance" text;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_type_check" CHECK ("incident_events"."type" in ('opened', 'acknowledged', 'resolved', 'note', 'maintenance_started', 'maintenance_ended'));--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_status_check" CHECK ("websites"."status" in ('up', 'down', 'paused', 'pending', 'maintenance'));