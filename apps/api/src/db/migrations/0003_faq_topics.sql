ALTER TABLE "faqs" ADD COLUMN "topic" text DEFAULT 'General' NOT NULL;--> statement-breakpoint
-- Stores seeded before topics existed: file the demo questions under the Help page's groups.
UPDATE "faqs" SET "topic" = 'Account' WHERE "topic" = 'General' AND "question" IN ('How do I sign in to Shringar?', 'How do I contact customer care?');
--> statement-breakpoint
UPDATE "faqs" SET "topic" = 'Products' WHERE "topic" = 'General' AND "question" IN ('Are the products on Shringar genuine?', 'How do I find my foundation shade?');
--> statement-breakpoint
UPDATE "faqs" SET "topic" = 'Delivery' WHERE "topic" = 'General' AND "question" IN ('What are the delivery charges?', 'How long will my order take to arrive?');
--> statement-breakpoint
UPDATE "faqs" SET "topic" = 'Payments & COD' WHERE "topic" = 'General' AND "question" IN ('Is cash on delivery available?', 'Which payment methods do you accept?');
--> statement-breakpoint
UPDATE "faqs" SET "topic" = 'Orders' WHERE "topic" = 'General' AND "question" IN ('How do I track my order?', 'Can I cancel my order?', 'How do I use a coupon code?');
--> statement-breakpoint
UPDATE "faqs" SET "topic" = 'Returns & Refunds' WHERE "topic" = 'General' AND "question" IN ('What is your return policy?', 'When will I get my refund?');
--> statement-breakpoint
UPDATE "faqs" SET "topic" = 'Wallet' WHERE "topic" = 'General' AND "question" IN ('What is the Shringar wallet?');
