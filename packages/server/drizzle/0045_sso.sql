CREATE TABLE "sso_identities" (
	"team_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_identities_pkey" PRIMARY KEY("team_id","subject")
);
--> statement-breakpoint
CREATE TABLE "team_sso_configs" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"slug" text NOT NULL,
	"issuer_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"scopes" text NOT NULL,
	"groups_claim" text NOT NULL,
	"group_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_role" text NOT NULL,
	"sso_required" boolean DEFAULT false NOT NULL,
	"break_glass_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_sso_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"verification_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "sso_team_id" uuid;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_sso_configs" ADD CONSTRAINT "team_sso_configs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_sso_configs" ADD CONSTRAINT "team_sso_configs_break_glass_user_id_users_id_fk" FOREIGN KEY ("break_glass_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_sso_domains" ADD CONSTRAINT "team_sso_domains_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_sso_configs_slug_key" ON "team_sso_configs" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "team_sso_domains_team_domain_key" ON "team_sso_domains" USING btree ("team_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "team_sso_domains_verified_key" ON "team_sso_domains" USING btree ("domain") WHERE "team_sso_domains"."verified_at" is not null;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_sso_team_id_teams_id_fk" FOREIGN KEY ("sso_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;