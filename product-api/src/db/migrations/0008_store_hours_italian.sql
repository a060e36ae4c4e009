ALTER TABLE "stores" ADD COLUMN "timetables_it" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "openings_it" text[] DEFAULT '{}'::text[] NOT NULL;