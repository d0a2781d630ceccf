CREATE TABLE "permit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"permit_id" integer NOT NULL,
	"actor_id" integer,
	"actor_kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"reason" text,
	"note" text,
	"visibility" text NOT NULL,
	"version" integer,
	CONSTRAINT "permit_events_actor_check" CHECK (("permit_events"."actor_kind" = 'system') = ("permit_events"."actor_id" is null))
);
--> statement-breakpoint
ALTER TABLE "permit_events" ADD CONSTRAINT "permit_events_permit_id_permits_id_fk" FOREIGN KEY ("permit_id") REFERENCES "public"."permits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_events" ADD CONSTRAINT "permit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permit_events_permit_at_idx" ON "permit_events" USING btree ("permit_id","at","id");--> statement-breakpoint
CREATE INDEX "permit_events_at_idx" ON "permit_events" USING btree ("at");--> statement-breakpoint
-- Written by hand after the generated statements (drizzle-kit does not know triggers): the history is
-- append-only, so any UPDATE, DELETE or TRUNCATE of permit_events fails, whoever asks and whatever it matches.
CREATE FUNCTION "permit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'permit_events is append-only: % refused', TG_OP
		USING ERRCODE = 'restrict_violation', HINT = 'Record what changed as a new event.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "permit_events_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "permit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "permit_events_append_only"();
