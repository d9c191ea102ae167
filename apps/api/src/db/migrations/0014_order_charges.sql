-- An order's charges become rows (order_charges), one per charge rule of contracts/pricing.ts, instead of one
-- column each on orders. Every existing order gets its delivery row (0 when delivery was free, shown as FREE)
-- and a cash-on-delivery row when it paid one; labels and refundability are those the rules give today, and the
-- rate is the highest GST rate of the order's goods, as the invoice has always taxed the charges (one composite
-- supply). The two columns go once copied.
CREATE TABLE "order_charges" (
	"order_id" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"refundable" boolean NOT NULL,
	CONSTRAINT "order_charges_order_id_code_pk" PRIMARY KEY("order_id","code"),
	CONSTRAINT "order_charges_amount_ck" CHECK ("order_charges"."amount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "order_charges" ("order_id", "code", "position", "label", "amount_paise", "gst_rate_bp", "refundable")
SELECT o.id, c.code, c."position", c.label, c.amount, coalesce(r.rate, 0), false
FROM "orders" o
CROSS JOIN LATERAL (SELECT max(i.gst_rate_bp) AS rate FROM "order_items" i WHERE i.order_id = o.id) r
CROSS JOIN LATERAL (
  VALUES ('delivery', 0, 'Delivery Charge', o.delivery_charge_paise),
         ('cod', 1, 'COD Charge', o.cod_charge_paise)
) AS c(code, "position", label, amount)
WHERE c.code = 'delivery' OR c.amount > 0;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "delivery_charge_paise";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "cod_charge_paise";
