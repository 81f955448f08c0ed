CREATE TABLE "incident_postmortems" (
	"incident_id" uuid PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone,
	"updated_by_user_id" uuid,
	"updated_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incident_postmortems" ADD CONSTRAINT "incident_postmortems_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_postmortems" ADD CONSTRAINT "incident_postmortems_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;