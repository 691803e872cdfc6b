ALTER TABLE "postcard_orders" ADD COLUMN "arabic_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "postcard_orders" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postcard_orders" ADD COLUMN "printed_by" integer;--> statement-breakpoint
ALTER TABLE "postcard_orders" ADD COLUMN "posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postcard_orders" ADD COLUMN "posted_by" integer;--> statement-breakpoint
ALTER TABLE "postcard_orders" ADD CONSTRAINT "postcard_orders_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcard_orders" ADD CONSTRAINT "postcard_orders_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "postcard_orders_purchase_uq" ON "postcard_orders" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "postcard_orders_queue_idx" ON "postcard_orders" USING btree ("status","processing_status","created_at");