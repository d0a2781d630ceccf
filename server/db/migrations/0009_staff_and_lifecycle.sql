CREATE TABLE "permit_service_levels" (
	"type" text PRIMARY KEY NOT NULL,
	"working_days" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permit_versions" (
	"permit_id" integer NOT NULL,
	"version" integer NOT NULL,
	"form_version" text NOT NULL,
	"request" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permit_versions_permit_id_version_pk" PRIMARY KEY("permit_id","version")
);
--> statement-breakpoint
CREATE TABLE "reserve_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_member_roles" (
	"staff_id" integer NOT NULL,
	"role" text NOT NULL,
	"permit_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_member_roles_staff_id_role_pk" PRIMARY KEY("staff_id","role")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"language" text DEFAULT 'ar' NOT NULL,
	"totp_secret" text,
	"totp_confirmed_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "staff_members_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "staff_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "account_roles" CASCADE;--> statement-breakpoint
ALTER TABLE "permit_events" DROP CONSTRAINT "permit_events_actor_check";--> statement-breakpoint
DROP INDEX "permits_apiary_held_idx";--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "first_day" date;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "last_day" date;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "unlocked_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "resubmit_by" date;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "permit_events" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "permit_versions" ADD CONSTRAINT "permit_versions_permit_id_permits_id_fk" FOREIGN KEY ("permit_id") REFERENCES "public"."permits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_member_roles" ADD CONSTRAINT "staff_member_roles_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_secrets" ADD CONSTRAINT "staff_secrets_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_secrets_secret_hash_key" ON "staff_secrets" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "staff_secrets_staff_purpose_idx" ON "staff_secrets" USING btree ("staff_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_secret_hash_key" ON "staff_sessions" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_region_id_permit_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."permit_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_area_id_permit_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."permit_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_events" ADD CONSTRAINT "permit_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permits_status_created_idx" ON "permits" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "permits_type_status_created_idx" ON "permits" USING btree ("type","status","created_at","id");--> statement-breakpoint
CREATE INDEX "permits_assignee_status_idx" ON "permits" USING btree ("assignee_id","status","created_at");--> statement-breakpoint
CREATE INDEX "permits_due_idx" ON "permits" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "permits_last_day_idx" ON "permits" USING btree ("last_day") WHERE "permits"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "permits_apiary_held_idx" ON "permits" USING btree ("apiary_id") WHERE "permits"."apiary_id" is not null and "permits"."status" not in ('rejected', 'cancelled', 'expired');--> statement-breakpoint
ALTER TABLE "permit_events" ADD CONSTRAINT "permit_events_actor_check" CHECK (("permit_events"."actor_kind" = 'applicant') = ("permit_events"."actor_id" is not null) and ("permit_events"."actor_kind" = 'staff') = ("permit_events"."staff_id" is not null));--> statement-breakpoint
-- Written by hand: the requests already made are their own first version.
INSERT INTO "permit_versions" ("permit_id", "version", "form_version", "request", "submitted_at")
	SELECT "id", 1, "form_version", "request", "created_at" FROM "permits";
