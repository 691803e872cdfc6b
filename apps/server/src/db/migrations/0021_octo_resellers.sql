CREATE TABLE "octo_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"reseller_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"option_id" text NOT NULL,
	"availability_id" text,
	"reseller_reference" text,
	"unit_items" jsonb NOT NULL,
	"contact" jsonb,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancel_refund" text,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "octo_bookings_purchase_id_unique" UNIQUE("purchase_id")
);
--> statement-breakpoint
CREATE TABLE "resellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_email" text,
	"package_ids" jsonb,
	"commission_percent" smallint DEFAULT 0 NOT NULL,
	"key_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "resellers_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resellers" ADD CONSTRAINT "resellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "octo_bookings_uuid_uq" ON "octo_bookings" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "octo_bookings_reseller_idx" ON "octo_bookings" USING btree ("reseller_id","created_at");