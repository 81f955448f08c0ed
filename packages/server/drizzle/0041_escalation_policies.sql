CREATE TABLE "escalation_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"team_id" uuid,
	"name" text NOT NULL,
	"name_key_cs" text COLLATE "C" GENERATED ALWAYS AS (hlidka_sort_key(name, 'cs')) STORED,
	"name_key_en" text COLLATE "C" GENERATED ALWAYS AS (hlidka_sort_key(name, 'en')) STORED,
	"steps" jsonb NOT NULL,
	"repeat_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escalation_policies_repeat_check" CHECK ("escalation_policies"."repeat_count" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "incident_escalation_steps" (
	"incident_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"step" integer NOT NULL,
	"policy_id" uuid,
	"wait_minutes" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "incident_escalation_steps_pkey" PRIMARY KEY("incident_id","round","step")
);
--> statement-breakpoint
ALTER TABLE "incident_events" DROP CONSTRAINT "incident_events_type_check";--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "escalation_policy_id" uuid;--> statement-breakpoint
ALTER TABLE "website_groups" ADD COLUMN "escalation_policy_id" uuid;--> statement-breakpoint
ALTER TABLE "escalation_policies" ADD CONSTRAINT "escalation_policies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_policies" ADD CONSTRAINT "escalation_policies_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_escalation_steps" ADD CONSTRAINT "incident_escalation_steps_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escalation_policies_owner_idx" ON "escalation_policies" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "escalation_policies_team_idx" ON "escalation_policies" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_escalation_policy_id_escalation_policies_id_fk" FOREIGN KEY ("escalation_policy_id") REFERENCES "public"."escalation_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_groups" ADD CONSTRAINT "website_groups_escalation_policy_id_escalation_policies_id_fk" FOREIGN KEY ("escalation_policy_id") REFERENCES "public"."escalation_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_type_check" CHECK ("incident_events"."type" in ('opened', 'acknowledged', 'resolved', 'note', 'maintenance_started', 'maintenance_ended', 'silenced', 'silence_cleared', 'silence_expired', 'silence_recovered', 'escalated'));