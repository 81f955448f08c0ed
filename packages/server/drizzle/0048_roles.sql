ALTER TABLE "team_invitations" DROP CONSTRAINT "team_invitations_role_check";--> statement-breakpoint
ALTER TABLE "team_members" DROP CONSTRAINT "team_members_role_check";--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "last_used_ip" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scopes" jsonb;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "group_ids" uuid[];--> statement-breakpoint
UPDATE "team_members" SET "role" = 'editor' WHERE "role" = 'member';--> statement-breakpoint
UPDATE "team_invitations" SET "role" = 'editor' WHERE "role" = 'member';--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_role_check" CHECK ("team_invitations"."role" in ('admin', 'editor', 'viewer', 'billing'));--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" in ('owner', 'admin', 'editor', 'viewer', 'billing'));