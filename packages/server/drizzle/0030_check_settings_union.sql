-- The settings become the contract's union on `type`: the type moves into the document (the column is derived from
-- it), and each field the type uses is written out with the value that was in effect (a missing one meant the default
-- below). Nothing is removed: fields already there stay as they were.
UPDATE "websites" SET "settings" = (CASE "type"
  WHEN 'http' THEN '{"method":"GET","headers":{},"body":null,"expectedStatus":null,"keyword":null,"followRedirects":true,"maxRedirects":5,"maxResponseTimeMs":null,"verifyTls":true,"tlsWarnDays":null,"assertions":[]}'::jsonb
  WHEN 'keyword' THEN '{"method":"GET","headers":{},"body":null,"expectedStatus":null,"keyword":null,"followRedirects":true,"maxRedirects":5,"maxResponseTimeMs":null,"verifyTls":true,"tlsWarnDays":null,"assertions":[]}'::jsonb
  WHEN 'tls' THEN '{"tlsWarnDays":null}'::jsonb
  WHEN 'heartbeat' THEN '{"graceSeconds":60}'::jsonb
  WHEN 'dns' THEN '{"dns":{"recordType":"A","expected":[],"match":"any","resolver":null}}'::jsonb
  WHEN 'ping' THEN '{"ping":{"count":4,"maxLossPercent":25,"maxRttMs":null}}'::jsonb
  WHEN 'domain' THEN '{"domainWarnDays":null}'::jsonb
  ELSE '{}'::jsonb
END) || "settings" || jsonb_build_object('type', "type");--> statement-breakpoint
ALTER TABLE "websites" DROP COLUMN "type";--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "type" text GENERATED ALWAYS AS (settings->>'type') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_type_check" CHECK ("websites"."type" in ('http', 'keyword', 'tcp', 'tls', 'heartbeat', 'dns', 'ping', 'domain'));--> statement-breakpoint
ALTER TABLE "websites" ALTER COLUMN "settings" DROP DEFAULT;
