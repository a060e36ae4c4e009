CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"total_cents" integer NOT NULL,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_documents_kind_check" CHECK ("order_documents"."kind" in ('receipt', 'invoice'))
);
--> statement-breakpoint
ALTER TABLE "billing_addresses" ALTER COLUMN "nation" SET DEFAULT 'MT';--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_order_kind_idx" ON "order_documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_number_idx" ON "order_documents" USING btree ("series","year","sequence");--> statement-breakpoint
-- Billing addresses were Italian only until now (issue 29 item 7): a row with Italian data stays IT, any other becomes Malta, the new default.
UPDATE "billing_addresses" SET "nation" = CASE WHEN "zip" ~ '^[0-9]{5}$' OR "county" <> '' OR "pec" <> '' OR "recipient_code" <> '' THEN 'IT' ELSE 'MT' END;
