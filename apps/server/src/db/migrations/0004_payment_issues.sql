ALTER TABLE "payments" ADD COLUMN "issue" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_issue_idx" ON "payments" USING btree ("issue","created_at");