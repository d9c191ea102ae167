-- Hindi versions of what the operator writes for shoppers; null: not written yet, the store shows the English.
ALTER TABLE "policies" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "content_html_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "topic_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_hi" text;--> statement-breakpoint
-- The language order messages are written in: set at sign-in and by the store's language switcher.
ALTER TABLE "users" ADD COLUMN "preferred_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_locale_ck" CHECK ("users"."preferred_locale" in ('en', 'hi'));
