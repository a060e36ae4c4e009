-- Leaflets (spec §3) and binary media: a leaflet's PDF is stored in the media table as base64,
-- marked by media.encoding; every file written before this migration is text (SVG), hence 'utf8'.
CREATE TABLE "leaflets" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_it" text,
	"cover_image" text NOT NULL,
	"pdf_link" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "encoding" text DEFAULT 'utf8' NOT NULL;--> statement-breakpoint
CREATE INDEX "leaflets_order_idx" ON "leaflets" USING btree ("order","id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_encoding_check" CHECK ("media"."encoding" in ('utf8', 'base64'));