CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"order_id" text,
	"return_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_balance_ck" CHECK ("stock_movements"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "received_condition" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","id");
--> statement-breakpoint
INSERT INTO "stock_movements" ("variant_id", "delta", "balance", "kind", "reason", "actor")
  SELECT "id", "stock", "stock", 'opening', 'Opening balance when the stock ledger began', 'system'
  FROM "product_variants" ORDER BY "id";--> statement-breakpoint
-- GST rates that the September 2025 rationalisation removed (CBIC notification 9/2025-Central Tax (Rate)): 12% goods
-- moved to 5%, 28% goods to 18%. Orders keep the rate they were placed at (order_items has its own copy).
UPDATE "products" SET "gst_rate_bp" = 500 WHERE "gst_rate_bp" = 1200;--> statement-breakpoint
UPDATE "products" SET "gst_rate_bp" = 1800 WHERE "gst_rate_bp" = 2800;
