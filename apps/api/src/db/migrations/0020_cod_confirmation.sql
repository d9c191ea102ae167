-- COD confirmation: a cash-on-delivery order placed while the store asks for it waits (AWAITING) until the shopper
-- confirms by the signed link or their order page, or staff confirm on the shopper's behalf (CONFIRMED). Null for
-- every other order, so orders placed before the switch, prepaid and phone orders are unaffected.
ALTER TABLE "orders" ADD COLUMN "cod_confirmation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_confirmation_ck" CHECK ("orders"."cod_confirmation" in ('AWAITING', 'CONFIRMED'));--> statement-breakpoint
CREATE INDEX "orders_cod_awaiting_idx" ON "orders" USING btree ("created_at") WHERE "orders"."cod_confirmation" = 'AWAITING';
