ALTER TABLE "stores" ADD COLUMN "cart_note" text DEFAULT 'Prices in AED include delivery and tax
Delivery to any address in the UAE' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "arabic_cart_note" text DEFAULT 'الأسعار بالدرهم الإماراتي تشمل التوصيل والضريبة
نوصل إلى أي عنوان في دولة الإمارات' NOT NULL;