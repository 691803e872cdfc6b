ALTER TABLE "messages" RENAME COLUMN "error" TO "last_error";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Messages written before the outbox were each tried once at once (the outbox provider only kept them): they
-- are settled, never swept again. Their kind follows from the three subjects the portal wrote until now.
UPDATE "messages" SET
  "kind" = CASE
    WHEN "subject" LIKE 'Contact form:%' THEN 'contact'
    WHEN "subject" LIKE 'Your booking is confirmed%' OR "subject" LIKE 'تم تأكيد حجزك%' THEN 'booking_confirmation'
    ELSE 'code'
  END,
  "idempotency_key" = 'before-outbox:' || "id",
  "status" = CASE WHEN "sent_at" IS NOT NULL OR "provider" = 'outbox' THEN 'sent' ELSE 'failed' END,
  "sent_at" = CASE WHEN "provider" = 'outbox' THEN "created_at" ELSE "sent_at" END,
  "attempts" = 1,
  "last_error" = CASE
    WHEN "sent_at" IS NULL AND "provider" <> 'outbox' THEN coalesce("last_error", 'not delivered before the outbox')
    ELSE "last_error"
  END;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_idempotency_key_uq" ON "messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("next_attempt_at") WHERE "messages"."status" = 'pending';
