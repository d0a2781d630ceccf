-- Requests made before this migration keep form_version_id null and read in today's form; their files count as version 1.
CREATE TABLE "form_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"schema" jsonb NOT NULL,
	"ui_schema" jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "permit_files" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "permit_versions" ADD COLUMN "form_version_id" integer;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "form_version_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "form_versions_form_hash_idx" ON "form_versions" USING btree ("form_id","content_hash");--> statement-breakpoint
ALTER TABLE "permit_versions" ADD CONSTRAINT "permit_versions_form_version_id_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_form_version_id_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."form_versions"("id") ON DELETE no action ON UPDATE no action;