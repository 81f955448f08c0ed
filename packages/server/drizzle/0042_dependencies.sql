ALTER TABLE "incident_events" DROP CONSTRAINT "incident_events_type_check";--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "parent_incident_id" uuid;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "parent_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "alerts_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "alerts_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "depends_on_website_id" uuid;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "depends_on_group_id" uuid;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_parent_incident_id_incidents_id_fk" FOREIGN KEY ("parent_incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_depends_on_website_id_websites_id_fk" FOREIGN KEY ("depends_on_website_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_depends_on_group_id_website_groups_id_fk" FOREIGN KEY ("depends_on_group_id") REFERENCES "public"."website_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidents_parent_idx" ON "incidents" USING btree ("parent_incident_id") WHERE "incidents"."parent_incident_id" is not null;--> statement-breakpoint
CREATE INDEX "incidents_alerts_held_idx" ON "incidents" USING btree ("alerts_held_until") WHERE "incidents"."alerts_held_until" is not null and "incidents"."alerts_released_at" is null;--> statement-breakpoint
CREATE INDEX "websites_depends_on_website_idx" ON "websites" USING btree ("depends_on_website_id") WHERE "websites"."depends_on_website_id" is not null;--> statement-breakpoint
CREATE INDEX "websites_depends_on_group_idx" ON "websites" USING btree ("depends_on_group_id") WHERE "websites"."depends_on_group_id" is not null;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_type_check" CHECK ("incident_events"."type" in ('opened', 'acknowledged', 'resolved', 'note', 'maintenance_started', 'maintenance_ended', 'silenced', 'silence_cleared', 'silence_expired', 'silence_recovered', 'escalated', 'dependency_linked', 'dependent_linked', 'dependency_recovered'));--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_depends_on_one_check" CHECK ("websites"."depends_on_website_id" is null or "websites"."depends_on_group_id" is null);