CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"image_app" text NOT NULL,
	"link" text,
	"category" text DEFAULT 'WEB' NOT NULL,
	"type" text DEFAULT 'ECOMMERCE' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"description" text NOT NULL,
	"description_it" text,
	"image_url" text,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_id" integer NOT NULL,
	"postcode_prefix" text NOT NULL,
	"home_delivery" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_modes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso_code" text NOT NULL,
	"phone_prefix" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"barcode" text NOT NULL,
	"description" text NOT NULL,
	"brand" text,
	"image_url" text,
	"available" boolean DEFAULT true NOT NULL,
	"price_cents" integer NOT NULL,
	"net_price_cents" integer NOT NULL,
	"price_per_um_cents" integer NOT NULL,
	"um_per_um" text NOT NULL,
	"um" text NOT NULL,
	"purchase_um" text NOT NULL,
	"um_step" double precision DEFAULT 1 NOT NULL,
	"min_weight" double precision,
	"max_amount" double precision,
	"promotion_type" text,
	"promotion_value" double precision,
	"promotion_description" text,
	"vat_configuration_id" integer DEFAULT 1 NOT NULL,
	"category_id" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_bundle" boolean DEFAULT false NOT NULL,
	"featured_rank" integer,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text,
	"email" text,
	"web_url" text,
	"logo_image_url" text,
	"timetables" text[] DEFAULT '{}'::text[] NOT NULL,
	"openings" text[] DEFAULT '{}'::text[] NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"departments" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivery_modes" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" text,
	"gender" text,
	"mobile_phone" text,
	"mobile_phone_prefix" text,
	"home_phone" text,
	"home_phone_prefix" text,
	"ssn_code" text,
	"cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" jsonb,
	"accept1" boolean DEFAULT false NOT NULL,
	"accept2" boolean DEFAULT false NOT NULL,
	"accept3" boolean DEFAULT false NOT NULL,
	"accept4" boolean DEFAULT false NOT NULL,
	"preferred_store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zipcodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"zip" text NOT NULL,
	"city_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zipcodes" ADD CONSTRAINT "zipcodes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_prefix_idx" ON "cities" USING btree ("postcode_prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_idx" ON "products" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured_rank");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "zipcodes_zip_idx" ON "zipcodes" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "zipcodes_city_idx" ON "zipcodes" USING btree ("city_id");