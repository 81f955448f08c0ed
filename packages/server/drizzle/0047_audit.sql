CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"team_id" uuid,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"api_key_id" uuid,
	"api_key_name" text,
	"action" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text,
	"resource_name" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('create', 'update', 'delete', 'pause', 'resume', 'clear', 'invite', 'revoke_invitation', 'join', 'remove', 'leave', 'role_change', 'enable', 'disable', 'regenerate', 'plan_change', 'cancel', 'reactivate', 'sign_in', 'sign_in_failed')),
	CONSTRAINT "audit_events_resource_type_check" CHECK ("audit_events"."resource_type" in ('website', 'website_group', 'notification_channel', 'notification_rule', 'escalation_policy', 'on_call_schedule', 'status_page', 'maintenance_window', 'silence', 'team', 'team_member', 'team_invitation', 'subscription', 'api_key', 'two_factor', 'passkey', 'account'))
);
--> statement-breakpoint
CREATE INDEX "audit_events_team_idx" ON "audit_events" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_owner_idx" ON "audit_events" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND current_setting('hlidka.audit_retention', true) = 'on' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
