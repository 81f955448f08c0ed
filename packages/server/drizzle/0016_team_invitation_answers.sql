DROP INDEX "team_invitations_pending_email_key";--> statement-breakpoint
ALTER TABLE "team_invitations" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_pending_email_key" ON "team_invitations" USING btree ("team_id","email") WHERE "team_invitations"."accepted_at" is null and "team_invitations"."declined_at" is null and "team_invitations"."revoked_at" is null;