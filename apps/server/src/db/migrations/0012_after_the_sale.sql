CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"refund_id" integer,
	"kind" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"booking_id" integer,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"status" text DEFAULT 'due' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_ref" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "cancel_policy" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "cancel_free_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "cancel_late_fee_percent" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_charge_uq" ON "ledger_entries" USING btree ("payment_id") WHERE "ledger_entries"."kind" = 'charge';--> statement-breakpoint
CREATE INDEX "ledger_entries_purchase_idx" ON "ledger_entries" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("status","id") WHERE "refunds"."status" in ('due', 'pending');--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "refunds" ("payment_id", "purchase_id", "amount_fils", "currency", "reason", "status", "idempotency_key", "provider_ref", "error", "created_at", "updated_at", "settled_at")
SELECT "id", "purchase_id", "amount_fils", "currency", 'late_payment', CASE WHEN "refund" = 'refunded' THEN 'succeeded' ELSE 'due' END, 'refund-' || "provider_ref", "refund_ref", "refund_error", coalesce("updated_at", "created_at"), "updated_at", "refunded_at"
FROM "payments" WHERE "refund" IS NOT NULL;--> statement-breakpoint
INSERT INTO "ledger_entries" ("purchase_id", "payment_id", "kind", "amount_fils", "currency", "provider", "provider_ref", "created_at")
SELECT "purchase_id", "id", 'charge', "amount_fils", "currency", "provider", "provider_ref", coalesce("updated_at", "created_at")
FROM "payments" WHERE "status" = 'succeeded';--> statement-breakpoint
INSERT INTO "ledger_entries" ("purchase_id", "payment_id", "refund_id", "kind", "amount_fils", "currency", "provider", "provider_ref", "created_at")
SELECT r."purchase_id", r."payment_id", r."id", 'refund', -r."amount_fils", r."currency", p."provider", r."provider_ref", r."settled_at"
FROM "refunds" r JOIN "payments" p ON p."id" = r."payment_id" WHERE r."status" = 'succeeded';--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_ref";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_error";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refunded_at";