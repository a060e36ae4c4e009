CREATE TABLE "search_vocabulary" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"means" text[]
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "food" boolean DEFAULT true NOT NULL;