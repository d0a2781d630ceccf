DROP INDEX "users_name_search_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_search" text GENERATED ALWAYS AS (translate(lower("name"), 'أإآٱىةًٌٍَُِّْٰـ', 'اااايه')) STORED;--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin ("name_search" gin_trgm_ops);