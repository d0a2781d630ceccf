CREATE TABLE "activity_volunteer_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"volunteer_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"type" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "activity_volunteer_events" ADD CONSTRAINT "activity_volunteer_events_volunteer_id_activity_volunteers_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."activity_volunteers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_volunteer_events" ADD CONSTRAINT "activity_volunteer_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_volunteer_events_volunteer_idx" ON "activity_volunteer_events" USING btree ("volunteer_id");--> statement-breakpoint
-- Written by hand after the generated statements (drizzle-kit does not know triggers): staff decisions on
-- registrations are append-only, as permit_events are.
CREATE FUNCTION "activity_volunteer_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'activity_volunteer_events is append-only: % refused', TG_OP
		USING ERRCODE = 'restrict_violation', HINT = 'Record what changed as a new event.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_volunteer_events_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "activity_volunteer_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "activity_volunteer_events_append_only"();
