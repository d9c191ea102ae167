ALTER TABLE "product_variants" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "breadth_cm" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "variants_parcel_ck" CHECK (("weight_grams" is null or "weight_grams" between 1 and 100000) and ("length_cm" is null or "length_cm" between 1 and 300) and ("breadth_cm" is null or "breadth_cm" between 1 and 300) and ("height_cm" is null or "height_cm" between 1 and 300));--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_shipment_id" text NOT NULL,
	"awb" text NOT NULL,
	"courier_name" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"cod_paise" integer DEFAULT 0 NOT NULL,
	"label_pdf" text,
	"expected_delivery_date" text,
	"pickup_requested_at" timestamp with time zone,
	"last_scan_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_size_ck" CHECK ("shipments"."weight_grams" > 0 and "shipments"."length_cm" > 0 and "shipments"."breadth_cm" > 0 and "shipments"."height_cm" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"event_id" text NOT NULL,
	"status" text NOT NULL,
	"order_step" text NOT NULL,
	"description" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_simulator_parcels" (
	"awb" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"delivery_pincode" text NOT NULL,
	"delivery_city" text NOT NULL,
	"pickup_city" text NOT NULL,
	"cod_paise" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"pickup_requested" timestamp with time zone,
	"label_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_scans" ADD CONSTRAINT "shipment_scans_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_scans" ADD CONSTRAINT "shipment_scans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_uq" ON "shipments" USING btree ("provider","awb");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_order_uq" ON "shipments" USING btree ("order_id") WHERE "shipments"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_scans_event_uq" ON "shipment_scans" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "shipment_scans_order_idx" ON "shipment_scans" USING btree ("order_id");
