CREATE TABLE "about_statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_path" text NOT NULL,
	"value" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_strategy_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"icon_path" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"body_ar" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"image_path" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "albums_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"terms_ar" text DEFAULT '' NOT NULL,
	"terms_en" text DEFAULT '' NOT NULL,
	"location_name_ar" text DEFAULT '' NOT NULL,
	"location_name_en" text DEFAULT '' NOT NULL,
	"location_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"image_path" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "activities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "activity_volunteers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_volunteers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "job_application_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "job_application_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "job_opportunities" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"requirements_ar" text,
	"requirements_en" text,
	"responsibilities_ar" text,
	"responsibilities_en" text,
	"questions" jsonb NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_opportunities_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_ar" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_ar" text NOT NULL,
	"answer_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"likeable_type" text NOT NULL,
	"likeable_id" integer NOT NULL,
	"user_id" integer,
	"guest_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_one_liker" CHECK (("likes"."user_id" is null) <> ("likes"."guest_uuid" is null))
);
--> statement-breakpoint
CREATE TABLE "studies_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"file_path" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studies_reports_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "survey_answer_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "survey_answer_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer,
	"guest_uuid" uuid,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_one_respondent" CHECK (("survey_answers"."user_id" is null) <> ("survey_answers"."guest_uuid" is null))
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"image_path" text,
	"display_in_public" boolean DEFAULT true NOT NULL,
	"questions" jsonb NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "footer_links" ADD COLUMN "group_name_en" text;--> statement-breakpoint
ALTER TABLE "activity_volunteers" ADD CONSTRAINT "activity_volunteers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_volunteers" ADD CONSTRAINT "activity_volunteers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_files" ADD CONSTRAINT "job_application_files_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_opportunities_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer_files" ADD CONSTRAINT "survey_answer_files_answer_id_survey_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."survey_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "albums_created_idx" ON "albums" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activities_type_starts_idx" ON "activities" USING btree ("type","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_volunteers_activity_user_idx" ON "activity_volunteers" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "job_application_files_application_idx" ON "job_application_files" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_user_idx" ON "job_applications" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "job_applications_user_created_idx" ON "job_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_opportunities_created_idx" ON "job_opportunities" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_user_idx" ON "likes" USING btree ("likeable_type","likeable_id","user_id") WHERE "likes"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "likes_guest_idx" ON "likes" USING btree ("likeable_type","likeable_id","guest_uuid") WHERE "likes"."guest_uuid" is not null;--> statement-breakpoint
CREATE INDEX "studies_reports_created_idx" ON "studies_reports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_user_idx" ON "survey_answers" USING btree ("survey_id","user_id") WHERE "survey_answers"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_guest_idx" ON "survey_answers" USING btree ("survey_id","guest_uuid") WHERE "survey_answers"."guest_uuid" is not null;--> statement-breakpoint
CREATE INDEX "surveys_created_idx" ON "surveys" USING btree ("created_at");