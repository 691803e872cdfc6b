CREATE TABLE "date_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"date" date NOT NULL,
	"adult_tickets" integer,
	"child_tickets" integer,
	"adult_taken" integer DEFAULT 0 NOT NULL,
	"child_taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"arabic_name" text NOT NULL,
	"url_slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"arabic_description" text DEFAULT '' NOT NULL,
	"hover_text" text DEFAULT '' NOT NULL,
	"arabic_hover_text" text DEFAULT '' NOT NULL,
	"featured_image" text DEFAULT '' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"hide" smallint DEFAULT 0 NOT NULL,
	"enable" smallint DEFAULT 0 NOT NULL,
	"lat" double precision,
	"lan" double precision,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destinations_url_slug_unique" UNIQUE("url_slug")
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"meal_name" text NOT NULL,
	"arabic_name" text DEFAULT '' NOT NULL,
	"price_fils" integer,
	"description" text DEFAULT '' NOT NULL,
	"arabic_description" text DEFAULT '' NOT NULL,
	"enable" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_tags" (
	"package_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "package_tags_package_id_tag_id_pk" PRIMARY KEY("package_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"package_name" text NOT NULL,
	"arabic_name" text NOT NULL,
	"url_slug" text NOT NULL,
	"adult_price_fils" integer,
	"child_price_fils" integer,
	"original_price_fils" integer,
	"rating" numeric(2, 1),
	"img" text DEFAULT '' NOT NULL,
	"mega_slider_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offer_tag" smallint DEFAULT 0 NOT NULL,
	"offer_tag_text" text DEFAULT '' NOT NULL,
	"arabic_offer_tag_text" text DEFAULT '' NOT NULL,
	"redirect" smallint DEFAULT 0 NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"hide" smallint DEFAULT 0 NOT NULL,
	"enable" smallint DEFAULT 0 NOT NULL,
	"disabled" smallint DEFAULT 0 NOT NULL,
	"checkout" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"arabic_description" text DEFAULT '' NOT NULL,
	"amenities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lat" double precision,
	"lan" double precision,
	"term_conditions" text DEFAULT '' NOT NULL,
	"arabic_term_conditions" text DEFAULT '' NOT NULL,
	"additional_info" text DEFAULT '' NOT NULL,
	"arabic_additional_info" text DEFAULT '' NOT NULL,
	"itinerary" text DEFAULT '' NOT NULL,
	"arabic_itinerary" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"enable_note" smallint DEFAULT 0 NOT NULL,
	"start_date" date,
	"end_date" date,
	"enable_date_picker" smallint DEFAULT 0 NOT NULL,
	"enable_time_picker" smallint DEFAULT 0 NOT NULL,
	"enable_meal" smallint DEFAULT 0 NOT NULL,
	"enable_sub_packages" smallint DEFAULT 0 NOT NULL,
	"enable_transport" smallint DEFAULT 0 NOT NULL,
	"adult_default_qty" smallint DEFAULT 1 NOT NULL,
	"child_default_qty" smallint DEFAULT 0 NOT NULL,
	"adult_min_qty" smallint,
	"adult_max_qty" smallint,
	"child_min_qty" smallint,
	"child_max_qty" smallint,
	"overall_min_limit" smallint,
	"adult_overall_limit" integer,
	"adult_booked_times" integer DEFAULT 0 NOT NULL,
	"child_overall_limit" integer,
	"child_booked_times" integer DEFAULT 0 NOT NULL,
	"event_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled_weeks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disable_booking_prior" smallint DEFAULT 0 NOT NULL,
	"option_list" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_url_slug_unique" UNIQUE("url_slug")
);
--> statement-breakpoint
CREATE TABLE "prices_by_date" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"date" date NOT NULL,
	"adult_price_fils" integer,
	"child_price_fils" integer,
	"peak_price" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_slot_id" integer NOT NULL,
	"date" date NOT NULL,
	"adult_taken" integer DEFAULT 0 NOT NULL,
	"child_taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"package_name" text NOT NULL,
	"arabic_name" text DEFAULT '' NOT NULL,
	"adult_price_fils" integer,
	"child_price_fils" integer,
	"adult_person" smallint,
	"child_person" smallint,
	"enable" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"arabic_name" text NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"time_slot" text NOT NULL,
	"adult_tickets" integer,
	"child_tickets" integer,
	"enable" smallint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transports" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"name" text NOT NULL,
	"arabic_name" text DEFAULT '' NOT NULL,
	"one_way_fils" integer,
	"two_way_fils" integer,
	"enable" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"identifier" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"payload" jsonb,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"mobile" text,
	"role" text DEFAULT 'user' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"referral" text,
	"traffic_referral" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "booking_meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"meal_id" integer,
	"meal_name" text NOT NULL,
	"meal_qty" smallint NOT NULL,
	"price_fils" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_sub_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"sub_package_id" integer,
	"package_name" text NOT NULL,
	"adult_qty" smallint DEFAULT 0 NOT NULL,
	"child_qty" smallint DEFAULT 0 NOT NULL,
	"adult_price_fils" integer,
	"child_price_fils" integer
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"destination_id" integer,
	"date" date,
	"time_slot_id" integer,
	"time_slot_data" text,
	"adult_qty" smallint DEFAULT 0 NOT NULL,
	"child_qty" smallint DEFAULT 0 NOT NULL,
	"adult_price_fils" integer,
	"child_price_fils" integer,
	"options" jsonb,
	"notes" text,
	"transport_id" integer,
	"transport_type" text,
	"transport_name" text,
	"transport_price_fils" integer,
	"total_fils" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_purchase_id_unique" UNIQUE("purchase_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"off" integer DEFAULT 0 NOT NULL,
	"max_discount_fils" integer,
	"min_cart_fils" integer,
	"skip_add_on" smallint DEFAULT 0 NOT NULL,
	"skip_transport" smallint DEFAULT 0 NOT NULL,
	"skip_food" smallint DEFAULT 0 NOT NULL,
	"buy" text,
	"buy_qty" smallint,
	"free" text,
	"free_qty" smallint,
	"first_order_only" smallint DEFAULT 0 NOT NULL,
	"usage_limit_total" integer,
	"usage_limit_per_user" integer,
	"package_ids" jsonb,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"enable" smallint DEFAULT 0 NOT NULL,
	"msg" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"subtotal_fils" integer NOT NULL,
	"discount_fils" integer DEFAULT 0 NOT NULL,
	"total_fils" integer NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"site" text,
	"channel" text,
	"redirect_to" text,
	"referral" text,
	"traffic_referral" text,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "purchases_purchase_number_unique" UNIQUE("purchase_number")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"vendor_name" text DEFAULT '' NOT NULL,
	"destination_id" integer,
	"amount_fils" integer,
	"file_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "raffle_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"arabic_name" text NOT NULL,
	"fils_per_entry" integer NOT NULL,
	"prizes_fils" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"draw_on" date NOT NULL,
	"respond_days" smallint NOT NULL,
	"one_prize_per_participant" smallint DEFAULT 0 NOT NULL,
	"about" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"faq" jsonb NOT NULL,
	"commitment" text,
	"seed" text,
	"drawn_at" timestamp with time zone,
	"enable" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "raffle_campaigns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "raffle_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"raffle_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"prize_fils" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scratch_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"arabic_name" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enable" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "scratch_campaigns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "scratch_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"prize_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scratch_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"arabic_name" text NOT NULL,
	"voucher_codes" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"arabic_description" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"value_fils" integer,
	"awarded_to" integer,
	"awarded_at" timestamp with time zone,
	CONSTRAINT "scratch_prizes_voucher_codes_unique" UNIQUE("voucher_codes")
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "voucher_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"arabic_name" text NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_arabic_name" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"arabic_description" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"arabic_terms" text DEFAULT '' NOT NULL,
	"expiry_date" date NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"url_slug" text NOT NULL,
	"bg_color" text DEFAULT '#ffffff' NOT NULL,
	"destination_id" integer,
	"lat" double precision,
	"lan" double precision,
	"enable" smallint DEFAULT 0 NOT NULL,
	"top_offer" smallint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_url_slug_unique" UNIQUE("url_slug")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"arabic_title" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"mobile_image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enable" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'Dhabi' NOT NULL,
	"country" text DEFAULT 'United Arab Emirates' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"slug" text NOT NULL,
	"collection_name" text NOT NULL,
	"arabic_collection_name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"is_profile" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"arabic_description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "fulfilments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status_id" smallint DEFAULT 0 NOT NULL,
	"status_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_collections" (
	"product_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	CONSTRAINT "product_collections_product_id_collection_id_pk" PRIMARY KEY("product_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price_fils" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"variant_options" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enable" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"slug" text NOT NULL,
	"product_title" text NOT NULL,
	"arabic_title" text NOT NULL,
	"product_description" text DEFAULT '' NOT NULL,
	"arabic_description" text DEFAULT '' NOT NULL,
	"price_fils" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vendor_destination_id" integer,
	"enable" smallint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "store_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"title" text NOT NULL,
	"variant_options" jsonb,
	"qty" integer NOT NULL,
	"price_fils" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"address_id" integer,
	"shipping_address" jsonb NOT NULL,
	"total_fils" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"processing_status" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "store_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"arabic_title" text NOT NULL,
	"body" text NOT NULL,
	"arabic_body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"slug" text NOT NULL,
	"value" text NOT NULL,
	"arabic_value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"store_name" text NOT NULL,
	"arabic_store_name" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"arabic_about" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slider_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"destination_id" integer,
	CONSTRAINT "stores_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "variation_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"arabic_name" text NOT NULL,
	"values" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcard_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"address" text NOT NULL,
	"font" text,
	"size" text,
	"photo_path" text,
	"front_side_path" text NOT NULL,
	"back_side_path" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"processing_status" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postcard_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "postcard_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"arabic_name" text NOT NULL,
	"image" text NOT NULL,
	"price_fils" integer NOT NULL,
	"customisable" smallint DEFAULT 0 NOT NULL,
	"enable" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "date_availability" ADD CONSTRAINT "date_availability_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_tags" ADD CONSTRAINT "package_tags_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_tags" ADD CONSTRAINT "package_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices_by_date" ADD CONSTRAINT "prices_by_date_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_inventory" ADD CONSTRAINT "slot_inventory_time_slot_id_time_slots_id_fk" FOREIGN KEY ("time_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_packages" ADD CONSTRAINT "sub_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_meals" ADD CONSTRAINT "booking_meals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_meals" ADD CONSTRAINT "booking_meals_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sub_packages" ADD CONSTRAINT "booking_sub_packages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sub_packages" ADD CONSTRAINT "booking_sub_packages_sub_package_id_sub_packages_id_fk" FOREIGN KEY ("sub_package_id") REFERENCES "public"."sub_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_slot_id_time_slots_id_fk" FOREIGN KEY ("time_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_campaign_id_raffle_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."raffle_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_campaign_id_raffle_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."raffle_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_campaign_id_raffle_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."raffle_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_ticket_id_raffle_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."raffle_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_plays" ADD CONSTRAINT "scratch_plays_campaign_id_scratch_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."scratch_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_plays" ADD CONSTRAINT "scratch_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_plays" ADD CONSTRAINT "scratch_plays_prize_id_scratch_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."scratch_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_prizes" ADD CONSTRAINT "scratch_prizes_campaign_id_scratch_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."scratch_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_prizes" ADD CONSTRAINT "scratch_prizes_awarded_to_users_id_fk" FOREIGN KEY ("awarded_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilments" ADD CONSTRAINT "fulfilments_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_store_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."store_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_destination_id_destinations_id_fk" FOREIGN KEY ("vendor_destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_pages" ADD CONSTRAINT "store_pages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tags" ADD CONSTRAINT "store_tags_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_attributes" ADD CONSTRAINT "variation_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcard_orders" ADD CONSTRAINT "postcard_orders_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcard_orders" ADD CONSTRAINT "postcard_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcard_orders" ADD CONSTRAINT "postcard_orders_template_id_postcard_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."postcard_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "date_availability_package_date_uq" ON "date_availability" USING btree ("package_id","date");--> statement-breakpoint
CREATE INDEX "package_tags_tag_idx" ON "package_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "packages_destination_idx" ON "packages" USING btree ("destination_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_by_date_package_date_uq" ON "prices_by_date" USING btree ("package_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_inventory_slot_date_uq" ON "slot_inventory" USING btree ("time_slot_id","date");--> statement-breakpoint
CREATE INDEX "otp_challenges_identifier_idx" ON "otp_challenges" USING btree ("identifier","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_limits_key_window_uq" ON "rate_limits" USING btree ("key","window_start");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_purchase_idx" ON "bookings" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_uq" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_hold_idx" ON "purchases" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_provider_event_uq" ON "webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_tickets_campaign_number_uq" ON "raffle_tickets" USING btree ("campaign_id","raffle_number");--> statement-breakpoint
CREATE INDEX "raffle_tickets_user_idx" ON "raffle_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "raffle_tickets_invoice_idx" ON "raffle_tickets" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_winners_campaign_rank_uq" ON "raffle_winners" USING btree ("campaign_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "scratch_plays_campaign_user_uq" ON "scratch_plays" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scratch_prizes_campaign_user_uq" ON "scratch_prizes" USING btree ("campaign_id","awarded_to");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_voucher_user_uq" ON "voucher_codes" USING btree ("voucher_id","user_id");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_store_slug_uq" ON "collections" USING btree ("store_id","slug");--> statement-breakpoint
CREATE INDEX "products_store_idx" ON "products" USING btree ("store_id","position");--> statement-breakpoint
CREATE INDEX "store_orders_user_idx" ON "store_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_pages_store_slug_uq" ON "store_pages" USING btree ("store_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "store_tags_store_slug_uq" ON "store_tags" USING btree ("store_id","slug");--> statement-breakpoint
CREATE INDEX "postcard_orders_user_idx" ON "postcard_orders" USING btree ("user_id","created_at");