CREATE TABLE "favourite_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "barcode" text;--> statement-breakpoint
-- Items the end-of-day move wrote before items kept their barcode: it is their product's.
UPDATE "shopping_list_items" SET "barcode" = "products"."barcode" FROM "products" WHERE "products"."id" = "shopping_list_items"."product_id";--> statement-breakpoint
ALTER TABLE "favourite_products" ADD CONSTRAINT "favourite_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_products_user_barcode_idx" ON "favourite_products" USING btree ("user_id","barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_list_items_barcode_idx" ON "shopping_list_items" USING btree ("list_id","barcode");--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_amount_check" CHECK ("shopping_list_items"."amount" > 0);--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_type_check" CHECK ("shopping_list_items"."type" in ('PRODUCT', 'CUSTOM'));