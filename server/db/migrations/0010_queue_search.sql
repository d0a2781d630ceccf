-- Trigram indexes (the review queue's name search); trusted, so a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (translate(lower("name"), 'أإآٱىةًٌٍَُِّْٰـ', 'اااايه') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permits_created_idx" ON "permits" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "permits_region_created_idx" ON "permits" USING btree ("region_id","created_at","id");--> statement-breakpoint
CREATE INDEX "permits_area_created_idx" ON "permits" USING btree ("area_id","created_at","id");--> statement-breakpoint
CREATE INDEX "permits_reference_prefix_idx" ON "permits" USING btree ("reference" text_pattern_ops);