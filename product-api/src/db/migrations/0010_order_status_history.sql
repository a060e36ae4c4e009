CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"note" text
);
--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- Orders placed before the history existed: their placement (by the customer), then the status
-- they reached since (the payment callback paid it, or the unpaid-orders job aborted it).
INSERT INTO "order_status_history" ("order_id", "status", "at", "actor_kind", "actor_id")
SELECT "id", CASE WHEN "payment_mode" IN ('APCOPAY', 'STRIPE') THEN 'PAYMENT_PENDING' ELSE 'TO_BE_PREPARED' END,
       "created_at", 'customer', "user_id"
FROM "orders";--> statement-breakpoint
INSERT INTO "order_status_history" ("order_id", "status", "at", "actor_kind")
SELECT "id", "status", "updated_at", CASE WHEN "status" = 'ABORTED' THEN 'job' ELSE 'payment' END
FROM "orders"
WHERE "payment_mode" IN ('APCOPAY', 'STRIPE') AND "status" <> 'PAYMENT_PENDING';
