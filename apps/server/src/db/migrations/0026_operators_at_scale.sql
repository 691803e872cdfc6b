-- The console's lists at scale (docs/decisions/072-lists-at-scale.md): bookings newest first, by any date and by a
-- purchase number's start; the review invitations' bookings still to invite; travellers newest first and by any part
-- of their e-mail address, mobile or name.
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_mobile_trgm" ON "users" USING gin ("mobile" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("date");--> statement-breakpoint
CREATE INDEX "bookings_review_due_idx" ON "bookings" USING btree ("date","id") WHERE "bookings"."status" = 1 and "bookings"."review_invited_at" is null;--> statement-breakpoint
CREATE INDEX "purchases_number_prefix_idx" ON "purchases" USING btree ("purchase_number" text_pattern_ops);