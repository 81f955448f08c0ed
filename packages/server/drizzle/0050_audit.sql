ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_resource_type_check";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('create', 'update', 'delete', 'pause', 'resume', 'clear', 'invite', 'revoke_invitation', 'join', 'remove', 'leave', 'role_change', 'enable', 'disable', 'regenerate', 'plan_change', 'cancel', 'reactivate', 'sign_in', 'sign_in_failed', 'acknowledge', 'resolve', 'note', 'checkout', 'password_change', 'password_reset', 'email_change_request', 'email_change_cancel', 'email_change', 'google_link', 'google_unlink', 'session_end', 'verify', 'accept', 'payout_request'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_resource_type_check" CHECK ("audit_events"."resource_type" in ('website', 'website_group', 'notification_channel', 'notification_rule', 'escalation_policy', 'on_call_schedule', 'status_page', 'maintenance_window', 'silence', 'team', 'team_member', 'team_invitation', 'subscription', 'api_key', 'two_factor', 'passkey', 'account', 'incident', 'incident_update', 'postmortem', 'payment_method', 'billing_profile', 'saved_report', 'sso', 'sso_domain', 'status_page_subscriber', 'affiliate'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND current_setting('hlidka.audit_retention', true) = 'on' THEN
		RETURN OLD;
	END IF;
	-- The one update allowed: the account deletion's erasure of personal fields (modules/audit/erasure.ts). Everything
	-- else stays as it was; each personal field either stays or becomes empty ('' for the actor's name, else NULL).
	IF TG_OP = 'UPDATE' AND current_setting('hlidka.audit_erasure', true) = 'on'
		AND NEW.id = OLD.id
		AND NEW.owner_id IS NOT DISTINCT FROM OLD.owner_id
		AND NEW.team_id IS NOT DISTINCT FROM OLD.team_id
		AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id
		AND NEW.api_key_id IS NOT DISTINCT FROM OLD.api_key_id
		AND NEW.api_key_name IS NOT DISTINCT FROM OLD.api_key_name
		AND NEW.action = OLD.action
		AND NEW.resource_type = OLD.resource_type
		AND NEW.resource_id IS NOT DISTINCT FROM OLD.resource_id
		AND NEW.created_at = OLD.created_at
		AND (NEW.actor_name = OLD.actor_name OR NEW.actor_name = '')
		AND (NEW.actor_email IS NOT DISTINCT FROM OLD.actor_email OR NEW.actor_email IS NULL)
		AND (NEW.resource_name IS NOT DISTINCT FROM OLD.resource_name OR NEW.resource_name IS NULL)
		AND (NEW.before IS NOT DISTINCT FROM OLD.before OR NEW.before IS NULL)
		AND (NEW.after IS NOT DISTINCT FROM OLD.after OR NEW.after IS NULL)
		AND (NEW.ip IS NOT DISTINCT FROM OLD.ip OR NEW.ip IS NULL)
		AND (NEW.user_agent IS NOT DISTINCT FROM OLD.user_agent OR NEW.user_agent IS NULL)
	THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
