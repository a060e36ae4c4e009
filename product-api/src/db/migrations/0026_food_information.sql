CREATE TABLE "product_food_info" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"ingredients" text,
	"ingredients_it" text,
	"net_quantity" text,
	"storage" text,
	"storage_it" text,
	"instructions" text,
	"instructions_it" text,
	"origin" text,
	"origin_it" text,
	"abv" double precision,
	"operator" text,
	"warnings" text,
	"warnings_it" text,
	"nutrition_per" text,
	"energy_kj" double precision,
	"energy_kcal" double precision,
	"fat" double precision,
	"saturates" double precision,
	"carbohydrate" double precision,
	"sugars" double precision,
	"protein" double precision,
	"salt" double precision,
	CONSTRAINT "product_food_info_nutrition_per_check" CHECK ("product_food_info"."nutrition_per" IN ('g', 'ml')),
	CONSTRAINT "product_food_info_abv_check" CHECK ("product_food_info"."abv" >= 0 AND "product_food_info"."abv" <= 100)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "may_contain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "diets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deposit_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_food_info" ADD CONSTRAINT "product_food_info_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deposit_units_check" CHECK ("products"."deposit_units" >= 0);