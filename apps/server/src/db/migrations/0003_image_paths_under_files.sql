-- Image fields hold the image's path under the content path `files/` (spec part 1 §7: a client asks for
-- `<base>/files/<path>?w=380&h=500`), e.g. `destinations/al-noor-island.jpg`; until now they held the URL
-- path `/files/destinations/al-noor-island.jpg`. A leading `/files/` is removed wherever an image is stored.
UPDATE "destinations" SET "img" = regexp_replace("img", '^/files/', '') WHERE "img" LIKE '/files/%';
--> statement-breakpoint
UPDATE "destinations" SET "featured_image" = regexp_replace("featured_image", '^/files/', '') WHERE "featured_image" LIKE '/files/%';
--> statement-breakpoint
UPDATE "packages" SET "img" = regexp_replace("img", '^/files/', '') WHERE "img" LIKE '/files/%';
--> statement-breakpoint
UPDATE "sliders" SET "image" = regexp_replace("image", '^/files/', '') WHERE "image" LIKE '/files/%';
--> statement-breakpoint
UPDATE "sliders" SET "mobile_image" = regexp_replace("mobile_image", '^/files/', '') WHERE "mobile_image" LIKE '/files/%';
--> statement-breakpoint
UPDATE "vouchers" SET "img" = regexp_replace("img", '^/files/', '') WHERE "img" LIKE '/files/%';
--> statement-breakpoint
UPDATE "scratch_prizes" SET "logo" = regexp_replace("logo", '^/files/', '') WHERE "logo" LIKE '/files/%';
--> statement-breakpoint
UPDATE "collections" SET "logo" = regexp_replace("logo", '^/files/', '') WHERE "logo" LIKE '/files/%';
--> statement-breakpoint
UPDATE "postcard_templates" SET "image" = regexp_replace("image", '^/files/', '') WHERE "image" LIKE '/files/%';
--> statement-breakpoint
-- lists of image paths (jsonb arrays of strings), in their order
UPDATE "packages" SET "mega_slider_images" = (
  SELECT jsonb_agg(to_jsonb(regexp_replace(e.path, '^/files/', '')) ORDER BY e.n)
  FROM jsonb_array_elements_text("mega_slider_images") WITH ORDINALITY AS e(path, n)
) WHERE jsonb_typeof("mega_slider_images") = 'array' AND jsonb_array_length("mega_slider_images") > 0;
--> statement-breakpoint
UPDATE "stores" SET "slider_images" = (
  SELECT jsonb_agg(to_jsonb(regexp_replace(e.path, '^/files/', '')) ORDER BY e.n)
  FROM jsonb_array_elements_text("slider_images") WITH ORDINALITY AS e(path, n)
) WHERE jsonb_typeof("slider_images") = 'array' AND jsonb_array_length("slider_images") > 0;
--> statement-breakpoint
UPDATE "products" SET "images" = (
  SELECT jsonb_agg(to_jsonb(regexp_replace(e.path, '^/files/', '')) ORDER BY e.n)
  FROM jsonb_array_elements_text("images") WITH ORDINALITY AS e(path, n)
) WHERE jsonb_typeof("images") = 'array' AND jsonb_array_length("images") > 0;
--> statement-breakpoint
UPDATE "product_variants" SET "images" = (
  SELECT jsonb_agg(to_jsonb(regexp_replace(e.path, '^/files/', '')) ORDER BY e.n)
  FROM jsonb_array_elements_text("images") WITH ORDINALITY AS e(path, n)
) WHERE jsonb_typeof("images") = 'array' AND jsonb_array_length("images") > 0;
--> statement-breakpoint
-- the store's highlights: a list of { title, arabic_title, image }
UPDATE "stores" SET "highlights" = (
  SELECT jsonb_agg(
    CASE WHEN jsonb_typeof(h.item -> 'image') = 'string'
      THEN jsonb_set(h.item, '{image}', to_jsonb(regexp_replace(h.item ->> 'image', '^/files/', '')))
      ELSE h.item END
    ORDER BY h.n)
  FROM jsonb_array_elements("highlights") WITH ORDINALITY AS h(item, n)
) WHERE jsonb_typeof("highlights") = 'array' AND jsonb_array_length("highlights") > 0;
--> statement-breakpoint
-- the home page settings: gallary_images.image1…image5 (their *_link fields are links, left alone) and spend_win_image
UPDATE "site_settings" SET "value" = jsonb_set("value", '{gallary_images}', (
  SELECT jsonb_object_agg(g.key,
    CASE WHEN g.key ~ '^image[0-9]+$' AND jsonb_typeof(g.value) = 'string'
      THEN to_jsonb(regexp_replace(g.value #>> '{}', '^/files/', ''))
      ELSE g.value END)
  FROM jsonb_each("value" -> 'gallary_images') AS g
)) WHERE "key" = 'homepage' AND jsonb_typeof("value" -> 'gallary_images') = 'object' AND "value" -> 'gallary_images' <> '{}'::jsonb;
--> statement-breakpoint
UPDATE "site_settings" SET "value" = jsonb_set("value", '{spend_win_image}', to_jsonb(regexp_replace("value" ->> 'spend_win_image', '^/files/', '')))
WHERE "key" = 'homepage' AND jsonb_typeof("value" -> 'spend_win_image') = 'string';
