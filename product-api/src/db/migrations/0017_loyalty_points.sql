CREATE TABLE "order_point_credits" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"card_code" text NOT NULL,
	"points" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_point_credits_points_not_negative" CHECK ("order_point_credits"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_point_credits" ADD CONSTRAINT "order_point_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_point_credits" ADD CONSTRAINT "order_point_credits_card_code_loyalty_cards_code_fk" FOREIGN KEY ("card_code") REFERENCES "public"."loyalty_cards"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_point_credits_card_idx" ON "order_point_credits" USING btree ("card_code","at");--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_points_not_negative" CHECK ("loyalty_cards"."points" >= 0);