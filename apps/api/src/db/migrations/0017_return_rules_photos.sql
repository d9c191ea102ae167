ALTER TABLE "categories" ADD COLUMN "return_rule" text DEFAULT 'ANY_REASON' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "return_window_days" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_return_rule_ck" CHECK ("return_rule" in ('ANY_REASON', 'FAULT_ONLY', 'NONE') and ("return_window_days" is null or "return_window_days" between 1 and 90));--> statement-breakpoint
ALTER TABLE "reasons" ADD COLUMN "is_product_fault" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "reasons" SET "is_product_fault" = true WHERE "kind" = 'RETURN' AND ("reason" ILIKE '%damaged%' OR "reason" ILIKE '%wrong product%' OR "reason" ILIKE '%defective%');--> statement-breakpoint
UPDATE "categories" SET "return_rule" = 'FAULT_ONLY' WHERE "slug" in ('earring', 'lipstick', 'kajal-eyeliner', 'foundation', 'face-serum', 'nail-polish', 'body-lotion', 'shampoo', 'hair-oil', 'perfume', 'scented-candles');--> statement-breakpoint
CREATE TABLE "return_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"thumb_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_photos_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "return_photos_thumb_name_unique" UNIQUE("thumb_name"),
	CONSTRAINT "return_photos_position_uq" UNIQUE("return_id","position")
);
--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;
