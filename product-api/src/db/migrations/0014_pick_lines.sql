CREATE TABLE "pick_lines" (
	"order_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"state" text NOT NULL,
	"picked_amount" numeric(9, 3),
	"substitute_barcode" text,
	"substitute_amount" numeric(9, 3),
	"staff_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pick_lines_order_id_barcode_pk" PRIMARY KEY("order_id","barcode"),
	CONSTRAINT "pick_lines_state_check" CHECK ("pick_lines"."state" in ('open', 'picked', 'unavailable', 'substituted')),
	CONSTRAINT "pick_lines_state_fields" CHECK (case "pick_lines"."state"
        when 'picked' then "pick_lines"."picked_amount" > 0 and "pick_lines"."substitute_barcode" is null and "pick_lines"."substitute_amount" is null
        when 'substituted' then "pick_lines"."picked_amount" is null and "pick_lines"."substitute_barcode" is not null and "pick_lines"."substitute_amount" > 0
        else "pick_lines"."picked_amount" is null and "pick_lines"."substitute_barcode" is null and "pick_lines"."substitute_amount" is null
      end)
);
--> statement-breakpoint
ALTER TABLE "pick_lines" ADD CONSTRAINT "pick_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_lines" ADD CONSTRAINT "pick_lines_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;