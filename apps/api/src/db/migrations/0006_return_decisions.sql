ALTER TABLE "return_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_destination" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_paise" integer;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "return_requests_status_created_idx" ON "return_requests" USING btree ("status","created_at");