ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorised_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "released_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_captured_within_authorised" CHECK ("payments"."captured_cents" is null or ("payments"."captured_cents" >= 0 and "payments"."captured_cents" <= "payments"."authorised_cents"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_released_within_authorised" CHECK ("payments"."released_cents" is null or ("payments"."released_cents" >= 0 and "payments"."released_cents" <= "payments"."authorised_cents"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_captured" CHECK ("payments"."refunded_cents" is null or ("payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."captured_cents"));--> statement-breakpoint
UPDATE "payments" SET "authorised_cents" = "amount_cents", "authorised_at" = "updated_at" WHERE "status" = 'PAID';
