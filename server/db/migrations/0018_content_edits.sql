CREATE TABLE "content_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content_id" text NOT NULL,
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_edits" ADD CONSTRAINT "content_edits_actor_id_staff_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_edits_item_idx" ON "content_edits" USING btree ("content_type","content_id","id");
--> statement-breakpoint
-- Written by hand after the generated statements (drizzle-kit does not know triggers): the edit history is
-- append-only, so any UPDATE, DELETE or TRUNCATE of content_edits fails, whoever asks and whatever it matches.
CREATE FUNCTION "content_edits_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'content_edits is append-only: % refused', TG_OP
		USING ERRCODE = 'restrict_violation', HINT = 'Record what changed as a new edit.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "content_edits_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "content_edits"
	FOR EACH STATEMENT EXECUTE FUNCTION "content_edits_append_only"();
