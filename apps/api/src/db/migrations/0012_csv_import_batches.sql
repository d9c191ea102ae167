CREATE TABLE "product_csv_previews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answer" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"applied_batch_id" integer
);
--> statement-breakpoint
CREATE INDEX "product_csv_previews_expires_idx" ON "product_csv_previews" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "product_csv_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_csv_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"applied_by" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb NOT NULL,
	"touched" jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text
);
