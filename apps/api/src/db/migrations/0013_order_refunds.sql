CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"return_id" integer,
	"destination" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"payment_refund_id" integer,
	"payout_method" text,
	"payout_upi_id" text,
	"payout_account_last4" text,
	"payout_ifsc" text,
	"payout_reference" text,
	"reason" text,
	"actor" text NOT NULL,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_ck" CHECK ("order_refunds"."amount_paise" > 0),
	CONSTRAINT "order_refunds_payout_ck" CHECK (("order_refunds"."destination" = 'PAYOUT') = ("order_refunds"."payout_method" is not null and "order_refunds"."payout_reference" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_payment_refund_id_refunds_id_fk" FOREIGN KEY ("payment_refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_request_key_uq" ON "order_refunds" USING btree ("order_id","request_key");--> statement-breakpoint
-- Refunds given before this table: returns refunded (or being refunded) to the wallet or the original payment,
-- and operator refunds of an online payment, so what stays refundable counts them.
INSERT INTO "order_refunds" ("order_id", "return_id", "destination", "amount_paise", "status", "actor", "created_at", "updated_at")
  SELECT "order_id", "id", "refund_destination", "refund_paise",
         CASE WHEN "status" = 'REFUNDING' THEN 'PENDING' ELSE 'DONE' END,
         coalesce("decided_by", 'system'), coalesce("refunded_at", "updated_at"), "updated_at"
  FROM "return_requests"
  WHERE "refund_destination" IS NOT NULL AND "refund_paise" > 0 AND "status" IN ('REFUNDING', 'REFUNDED')
  ORDER BY "id";--> statement-breakpoint
INSERT INTO "order_refunds" ("order_id", "destination", "amount_paise", "status", "payment_refund_id", "actor", "created_at", "updated_at")
  SELECT p."order_id", 'SOURCE', r."amount_paise",
         CASE WHEN r."status" = 'PENDING' THEN 'PENDING' ELSE 'DONE' END,
         r."id", 'operator', r."created_at", r."updated_at"
  FROM "refunds" r JOIN "payments" p ON p."id" = r."payment_id"
  WHERE r."idempotency_key" LIKE 'operator-refund:%' AND r."status" <> 'FAILED' AND p."order_id" IS NOT NULL
  ORDER BY r."id";
