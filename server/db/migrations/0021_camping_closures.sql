ALTER TABLE "camping_locations" ADD COLUMN "closed_from" date;--> statement-breakpoint
ALTER TABLE "camping_locations" ADD COLUMN "closed_until" date;