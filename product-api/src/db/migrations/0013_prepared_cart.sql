ALTER TABLE "orders" ADD COLUMN "prepared_cart" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_total_cents" integer;