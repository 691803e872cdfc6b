CREATE TABLE "gift_card_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"purchase_id" integer,
	"kind" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"key" text,
	"note" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"amount_choices" jsonb NOT NULL,
	"min_fils" integer NOT NULL,
	"max_fils" integer NOT NULL,
	"validity_months" integer NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text,
	"last4" text DEFAULT '' NOT NULL,
	"initial_fils" integer NOT NULL,
	"balance_fils" integer NOT NULL,
	"expired_fils" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"purchase_id" integer,
	"purchaser_id" integer,
	"issued_by" integer,
	"recipient_name" text DEFAULT '' NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_language" text DEFAULT 'en' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"send_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "tendered_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_purchaser_id_users_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_movements_key_uq" ON "gift_card_movements" USING btree ("key");--> statement-breakpoint
CREATE INDEX "gift_card_movements_card_idx" ON "gift_card_movements" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "gift_card_movements_purchase_idx" ON "gift_card_movements" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_purchase_uq" ON "gift_cards" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "gift_cards_recipient_idx" ON "gift_cards" USING btree ("recipient_email");--> statement-breakpoint
CREATE INDEX "gift_cards_purchaser_idx" ON "gift_cards" USING btree ("purchaser_id");--> statement-breakpoint
CREATE INDEX "gift_cards_expiry_idx" ON "gift_cards" USING btree ("status","expires_at");