ALTER TABLE "fulfilments" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "fulfilments" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "variation_attributes" ADD COLUMN "arabic_values" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fulfilments" ADD CONSTRAINT "fulfilments_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfilments_order_idx" ON "fulfilments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_purchase_uq" ON "store_orders" USING btree ("purchase_id");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_qty_nonnegative" CHECK ("product_variants"."qty" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_qty_nonnegative" CHECK ("products"."qty" >= 0);