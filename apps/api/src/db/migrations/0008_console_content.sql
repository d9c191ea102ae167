CREATE TABLE "notification_broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_broadcasts_requestKey_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "callback_requests_status_idx" ON "callback_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");