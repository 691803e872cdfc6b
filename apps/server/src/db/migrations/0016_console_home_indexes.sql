-- Indexes of the console home's figures (getConsoleTodayAction): confirmed bookings of a few days, the ledger's
-- rows of a day, week or month, and the messages given up on. Each figure reads a range of one of them.
CREATE INDEX "messages_failed_idx" ON "messages" USING btree ("created_at") WHERE "messages"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "bookings_confirmed_date_idx" ON "bookings" USING btree ("date") WHERE "bookings"."status" = 1;--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");