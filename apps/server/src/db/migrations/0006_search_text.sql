-- Search on an index (docs/decisions/028-search-and-pages.md). pg_trgm ships with PostgreSQL's contrib and is
-- loaded into every PGlite the project opens (db/client.ts newPglite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The mirror of searchText in packages/domain/src/search-text.ts (a test keeps the two equal): HTML tags become
-- spaces, A-Z lower case (the other scripts' case is left to ILIKE, so the stored text never depends on the
-- server's locale), Arabic tashkeel (U+064B-U+065F, U+0670) and tatweel (U+0640) dropped, alef with hamza or
-- madda and alef wasla read as alef, alef maqsura as yaa, taa marbuta as haa.
CREATE FUNCTION portal_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT translate(
      regexp_replace(value, '<[^>]*>', ' ', 'g'),
      'ABCDEFGHIJKLMNOPQRSTUVWXYZأإآٱىة'
        || U&'\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670\0640',
      'abcdefghijklmnopqrstuvwxyzاااايه'
    )
  $$;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_search_text("name" || E'\n' || "arabic_name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_search_text("package_name" || E'\n' || "arabic_name" || E'\n' || "description" || E'\n' || "arabic_description")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "destinations_search_text_trgm" ON "destinations" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "packages_position_idx" ON "packages" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "packages_search_text_trgm" ON "packages" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
