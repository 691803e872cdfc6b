CREATE INDEX "bookings_cancelled_idx" ON "bookings" USING btree ("cancelled_at") WHERE "bookings"."cancelled_at" is not null;--> statement-breakpoint
CREATE INDEX "check_ins_created_idx" ON "check_ins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchases_released_idx" ON "purchases" USING btree ("released_at") WHERE "purchases"."released_at" is not null;--> statement-breakpoint
CREATE INDEX "octo_bookings_updated_idx" ON "octo_bookings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "octo_bookings_booking_idx" ON "octo_bookings" USING btree ("booking_id");