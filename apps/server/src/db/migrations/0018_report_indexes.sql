CREATE INDEX "slot_inventory_date_idx" ON "slot_inventory" USING btree ("date");--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchases_coupon_confirmed_idx" ON "purchases" USING btree ("confirmed_at") WHERE "purchases"."coupon_id" is not null;--> statement-breakpoint
CREATE INDEX "voucher_codes_issued_idx" ON "voucher_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "voucher_codes_redeemed_idx" ON "voucher_codes" USING btree ("redeemed_at");