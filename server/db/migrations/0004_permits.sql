CREATE TABLE "apiaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"reserved_by_authority" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apiary_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"image_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "camping_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"season_start_month" smallint NOT NULL,
	"season_end_month" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permit_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"open_to_work_permits" boolean DEFAULT false NOT NULL,
	"closed_from" date,
	"closed_until" date
);
--> statement-breakpoint
CREATE TABLE "permit_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"permit_id" integer NOT NULL,
	"field" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "permit_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "permit_reference_counters" (
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "permit_reference_counters_type_year_pk" PRIMARY KEY("type","year")
);
--> statement-breakpoint
CREATE TABLE "permit_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permit_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permits" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"form_version" text NOT NULL,
	"request" jsonb NOT NULL,
	"apiary_id" integer,
	"pdf_stored_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permits_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "permits_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "apiaries" ADD CONSTRAINT "apiaries_location_id_apiary_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."apiary_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_areas" ADD CONSTRAINT "permit_areas_region_id_permit_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."permit_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_files" ADD CONSTRAINT "permit_files_permit_id_permits_id_fk" FOREIGN KEY ("permit_id") REFERENCES "public"."permits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_apiary_id_apiaries_id_fk" FOREIGN KEY ("apiary_id") REFERENCES "public"."apiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apiaries_location_idx" ON "apiaries" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "permit_areas_region_idx" ON "permit_areas" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "permit_files_permit_idx" ON "permit_files" USING btree ("permit_id");--> statement-breakpoint
CREATE INDEX "permits_user_created_idx" ON "permits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "permits_apiary_held_idx" ON "permits" USING btree ("apiary_id") WHERE "permits"."apiary_id" is not null and "permits"."status" <> 'rejected';