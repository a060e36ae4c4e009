CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description_en" text NOT NULL,
	"description_it" text NOT NULL,
	"image_url" text,
	"value_cents" integer NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"burnt_at" timestamp with time zone,
	"order_id" integer,
	"earned_by_order_id" integer,
	"issue_key" text NOT NULL,
	"reward_step" integer,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('VOUCHER', 'WATER', 'DISCOUNT')),
	CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" in ('ISSUED', 'ACTIVATED', 'BURNT')),
	CONSTRAINT "coupons_value_not_negative" CHECK ("coupons"."value_cents" >= 0),
	CONSTRAINT "coupons_issued_unclaimed" CHECK ("coupons"."status" <> 'ISSUED' or "coupons"."order_id" is null)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_earned_by_order_id_orders_id_fk" FOREIGN KEY ("earned_by_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_user_issue_key_idx" ON "coupons" USING btree ("user_id","issue_key");--> statement-breakpoint
CREATE INDEX "coupons_user_issued_idx" ON "coupons" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "coupons_order_idx" ON "coupons" USING btree ("order_id");