CREATE TABLE "octo_webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "octo_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"reseller_id" integer NOT NULL,
	"event" text NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "octo_webhooks_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD COLUMN "notified_status" text;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "rate_limit_per_minute" integer DEFAULT 1200 NOT NULL;--> statement-breakpoint
ALTER TABLE "octo_webhook_deliveries" ADD CONSTRAINT "octo_webhook_deliveries_webhook_id_octo_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."octo_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_webhooks" ADD CONSTRAINT "octo_webhooks_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "octo_webhook_deliveries_due_idx" ON "octo_webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "octo_webhooks_reseller_idx" ON "octo_webhooks" USING btree ("reseller_id");