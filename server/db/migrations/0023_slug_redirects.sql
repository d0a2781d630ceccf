CREATE TABLE "slug_redirects" (
	"content_type" text NOT NULL,
	"old_slug" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "slug_redirects_content_type_old_slug_pk" PRIMARY KEY("content_type","old_slug")
);
--> statement-breakpoint
CREATE INDEX "slug_redirects_item_idx" ON "slug_redirects" USING btree ("content_type","item_id");--> statement-breakpoint
-- Written by hand after the generated statements: the articles' old slugs move here (0024 drops their table).
INSERT INTO "slug_redirects" ("content_type", "old_slug", "item_id") SELECT 'articles', "old_slug", "article_id" FROM "article_slug_redirects";
