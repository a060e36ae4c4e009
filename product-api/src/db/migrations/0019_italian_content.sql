ALTER TABLE "banners" ADD COLUMN "title_it" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_url_it" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_app_it" text;--> statement-breakpoint
ALTER TABLE "leaflets" ADD COLUMN "cover_image_it" text;