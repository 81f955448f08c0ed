CREATE TABLE "mail_allowances" (
	"purpose" text NOT NULL,
	"key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"sent_in_period" integer NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_allowances_purpose_key_pk" PRIMARY KEY("purpose","key")
);
