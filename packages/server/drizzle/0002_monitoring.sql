CREATE TABLE "check_regions" (
	"id" smallint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 32767 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "check_regions_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "check_results" (
	"checked_at" timestamp with time zone NOT NULL,
	"website_seq" integer NOT NULL,
	"total_ms" integer NOT NULL,
	"dns_ms" smallint NOT NULL,
	"connect_ms" smallint NOT NULL,
	"tls_ms" smallint NOT NULL,
	"first_byte_ms" smallint NOT NULL,
	"status_code" smallint NOT NULL,
	"code" smallint NOT NULL,
	"region_id" smallint NOT NULL,
	"state" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_rollups_daily" (
	"website_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"no_data" integer DEFAULT 0 NOT NULL,
	"downtime_seconds" integer DEFAULT 0 NOT NULL,
	"no_data_seconds" integer DEFAULT 0 NOT NULL,
	"covered_seconds" integer DEFAULT 0 NOT NULL,
	"response_sum_ms" bigint DEFAULT 0 NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	"p50_ms" integer,
	"p95_ms" integer,
	"max_ms" integer,
	"hist" integer[] NOT NULL,
	CONSTRAINT "check_rollups_daily_pkey" PRIMARY KEY("website_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "check_rollups_hourly" (
	"website_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"no_data" integer DEFAULT 0 NOT NULL,
	"downtime_seconds" integer DEFAULT 0 NOT NULL,
	"no_data_seconds" integer DEFAULT 0 NOT NULL,
	"covered_seconds" integer DEFAULT 0 NOT NULL,
	"response_sum_ms" bigint DEFAULT 0 NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	"p50_ms" integer,
	"p95_ms" integer,
	"max_ms" integer,
	"hist" integer[] NOT NULL,
	CONSTRAINT "check_rollups_hourly_pkey" PRIMARY KEY("website_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "check_schedules" (
	"website_id" uuid NOT NULL,
	"region" text NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"leased_by" text,
	"last_checked_at" timestamp with time zone,
	"last_state" smallint,
	"last_response_ms" integer,
	"last_code" text,
	CONSTRAINT "check_schedules_pkey" PRIMARY KEY("website_id","region")
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "websites_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"team_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"interval_seconds" integer NOT NULL,
	"timeout_seconds" integer DEFAULT 30 NOT NULL,
	"failures_to_open" integer DEFAULT 2 NOT NULL,
	"successes_to_resolve" integer DEFAULT 1 NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"heartbeat_token" text,
	"last_ping_at" timestamp with time zone,
	"active_since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "websites_seq_key" UNIQUE("seq"),
	CONSTRAINT "websites_type_check" CHECK ("websites"."type" in ('http', 'keyword', 'tcp', 'tls', 'heartbeat')),
	CONSTRAINT "websites_status_check" CHECK ("websites"."status" in ('up', 'down', 'paused', 'pending')),
	CONSTRAINT "websites_interval_check" CHECK ("websites"."interval_seconds" between 10 and 86400)
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" text PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"healthy" boolean DEFAULT true NOT NULL,
	"unhealthy_since" timestamp with time zone,
	"checks_last_minute" integer DEFAULT 0 NOT NULL,
	"failures_last_minute" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website_limit" integer NOT NULL,
	"min_interval_seconds" integer NOT NULL,
	"team_member_limit" integer NOT NULL,
	"history_days" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_results" ADD CONSTRAINT "check_results_website_seq_websites_seq_fk" FOREIGN KEY ("website_seq") REFERENCES "public"."websites"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_rollups_daily" ADD CONSTRAINT "check_rollups_daily_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_rollups_hourly" ADD CONSTRAINT "check_rollups_hourly_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_schedules" ADD CONSTRAINT "check_schedules_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_results_website_time_idx" ON "check_results" USING btree ("website_seq","checked_at");--> statement-breakpoint
CREATE INDEX "check_schedules_due_idx" ON "check_schedules" USING btree ("region","next_check_at");--> statement-breakpoint
CREATE UNIQUE INDEX "websites_heartbeat_token_key" ON "websites" USING btree ("heartbeat_token") WHERE "websites"."heartbeat_token" is not null;--> statement-breakpoint
CREATE INDEX "websites_owner_idx" ON "websites" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "websites_team_idx" ON "websites" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "workers_heartbeat_idx" ON "workers" USING btree ("heartbeat_at");