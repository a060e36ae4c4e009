ALTER TABLE "cart_items" ADD COLUMN "replace_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "picker_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_picker_note_length" CHECK (char_length("cart_items"."picker_note") <= 50);