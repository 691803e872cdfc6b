-- How a shipped store order travels: the carrier, its tracking number and where the buyer follows the parcel,
-- recorded with the shipped step. Null on every order shipped before, and on one shipped without them.
ALTER TABLE "store_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "tracking_url" text;