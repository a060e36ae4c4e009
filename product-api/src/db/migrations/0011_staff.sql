CREATE TABLE "staff_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_role_check" CHECK ("staff_members"."role" in ('picker', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "staff_stores" (
	"staff_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "staff_stores_staff_id_store_id_pk" PRIMARY KEY("staff_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_stores" ADD CONSTRAINT "staff_stores_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_stores" ADD CONSTRAINT "staff_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email_idx" ON "staff_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_tokens_staff_idx" ON "staff_tokens" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "orders_store_day_idx" ON "orders" USING btree ("store_id","delivery_date");