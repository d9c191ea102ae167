-- COD risk controls: each shopper's count of cash-on-delivery parcels that came back undelivered, and their own
-- COD switch (off at the store's refusal limit or by staff, back on by staff). Existing shoppers start at 0, allowed.
ALTER TABLE "users" ADD COLUMN "cod_refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cod_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cod_refusals_ck" CHECK ("users"."cod_refusals" >= 0);
