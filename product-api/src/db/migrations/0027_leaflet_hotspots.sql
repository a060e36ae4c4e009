CREATE TABLE "leaflet_hotspots" (
	"id" serial PRIMARY KEY NOT NULL,
	"leaflet_id" integer NOT NULL,
	"page" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"w" double precision NOT NULL,
	"h" double precision NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "leaflet_hotspots_inside_page" CHECK ("leaflet_hotspots"."page" >= 0 and "leaflet_hotspots"."x" >= 0 and "leaflet_hotspots"."y" >= 0 and "leaflet_hotspots"."w" > 0 and "leaflet_hotspots"."h" > 0 and "leaflet_hotspots"."x" + "leaflet_hotspots"."w" <= 1 and "leaflet_hotspots"."y" + "leaflet_hotspots"."h" <= 1)
);
--> statement-breakpoint
ALTER TABLE "leaflet_hotspots" ADD CONSTRAINT "leaflet_hotspots_leaflet_id_leaflets_id_fk" FOREIGN KEY ("leaflet_id") REFERENCES "public"."leaflets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaflet_hotspots" ADD CONSTRAINT "leaflet_hotspots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaflet_hotspots_leaflet_idx" ON "leaflet_hotspots" USING btree ("leaflet_id","page");