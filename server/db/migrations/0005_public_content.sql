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
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "likes_user_idx" ON "likes" USING btree ("likeable_type","likeable_id","user_id") WHERE "likes"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "likes_guest_idx" ON "likes" USING btree ("likeable_type","likeable_id","guest_uuid") WHERE "likes"."guest_uuid" is not null;--> statement-breakpoint
CREATE INDEX "studies_reports_created_idx" ON "studies_reports" USING btree ("created_at");