CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_prefix_idx" ON "users" USING btree ("mobile" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm" ON "users" USING gin ("first_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm" ON "users" USING gin ("last_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "bookings_order_number_prefix_idx" ON "bookings" USING btree ("order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_title_trgm" ON "products" USING gin ("product_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_arabic_title_trgm" ON "products" USING gin ("arabic_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "store_orders_number_prefix_idx" ON "store_orders" USING btree ("order_number" text_pattern_ops);