CREATE TABLE "card_boardings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"ref" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"check_authorised_cents" integer,
	"check_released_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_boardings_check_released" CHECK ("card_boardings"."check_released_cents" is null or "card_boardings"."check_released_cents" = "card_boardings"."check_authorised_cents")
);
--> statement-breakpoint
CREATE TABLE "linked_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text,
	"last4" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_boardings" ADD CONSTRAINT "card_boardings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_payment_methods" ADD CONSTRAINT "linked_payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_boardings_provider_ref_idx" ON "card_boardings" USING btree ("provider","ref");--> statement-breakpoint
CREATE INDEX "card_boardings_user_idx" ON "card_boardings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_payment_methods_user_provider_idx" ON "linked_payment_methods" USING btree ("user_id","provider");