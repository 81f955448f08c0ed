CREATE TABLE "on_call_layers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "on_call_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "on_call_rotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"frequency" text NOT NULL,
	"handoff_time" text NOT NULL,
	"handoff_weekday" integer NOT NULL,
	"time_zone" text NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text,
	"member_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "on_call_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"calendar_nonce" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "on_call_shift_notices" (
	"schedule_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"shift_starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_call_shift_notices_schedule_id_user_id_shift_starts_at_pk" PRIMARY KEY("schedule_id","user_id","shift_starts_at")
);
--> statement-breakpoint
ALTER TABLE "on_call_layers" ADD CONSTRAINT "on_call_layers_schedule_id_on_call_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."on_call_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_overrides" ADD CONSTRAINT "on_call_overrides_schedule_id_on_call_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."on_call_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_overrides" ADD CONSTRAINT "on_call_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_rotations" ADD CONSTRAINT "on_call_rotations_layer_id_on_call_layers_id_fk" FOREIGN KEY ("layer_id") REFERENCES "public"."on_call_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_schedules" ADD CONSTRAINT "on_call_schedules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_schedules" ADD CONSTRAINT "on_call_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_shift_notices" ADD CONSTRAINT "on_call_shift_notices_schedule_id_on_call_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."on_call_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_shift_notices" ADD CONSTRAINT "on_call_shift_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "on_call_layers_schedule_idx" ON "on_call_layers" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "on_call_overrides_schedule_idx" ON "on_call_overrides" USING btree ("schedule_id","ends_at");--> statement-breakpoint
CREATE INDEX "on_call_rotations_layer_idx" ON "on_call_rotations" USING btree ("layer_id");--> statement-breakpoint
CREATE INDEX "on_call_schedules_team_idx" ON "on_call_schedules" USING btree ("team_id");