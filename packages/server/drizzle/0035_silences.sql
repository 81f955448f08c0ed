CREATE TABLE "silences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"team_id" uuid,
	"reason" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_by_user_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_reason" text,
	"cleared_by_user_id" uuid,
	CONSTRAINT "silences_target_kind_check" CHECK ("silences"."target_kind" in ('website', 'group', 'incident')),
	CONSTRAINT "silences_cleared_reason_check" CHECK ("silences"."cleared_reason" in ('recovery', 'expiry', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "incident_events" DROP CONSTRAINT "incident_events_type_check";--> statement-breakpoint
ALTER TABLE "silences" ADD CONSTRAINT "silences_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silences" ADD CONSTRAINT "silences_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silences" ADD CONSTRAINT "silences_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silences" ADD CONSTRAINT "silences_cleared_by_user_id_users_id_fk" FOREIGN KEY ("cleared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "silences_target_idx" ON "silences" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "silences_open_until_idx" ON "silences" USING btree ("until");--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_type_check" CHECK ("incident_events"."type" in ('opened', 'acknowledged', 'resolved', 'note', 'maintenance_started', 'maintenance_ended', 'silenced', 'silence_cleared', 'silence_expired', 'silence_recovered'));