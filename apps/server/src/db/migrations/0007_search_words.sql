-- The words of the searched texts, for the typo fallback of search (docs/decisions/028-search-and-pages.md):
-- a term with a typo is compared with these short words through their trigram index, and the packages are
-- then found by the words it is close to, as the pg_trgm documentation suggests, instead of comparing it
-- with the whole text of every package that shares a trigram with it (95-130 us a row, 2,000 rows for "shrjah").
-- Words are only ever added: one left behind by an edited package finds nothing and costs nothing.
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Split on white space and punctuation, ASCII and Arabic (in the C locale [:punct:] is ASCII only); words of
-- fewer than 4 characters are left out, as no typo is looked for in a term that short.
CREATE FUNCTION portal_search_words(value text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT DISTINCT w FROM regexp_split_to_table(value, '[[:space:][:punct:]،؛؟«»]+') AS w WHERE char_length(w) >= 4
  $$;--> statement-breakpoint
-- New rows once per statement (a bulk insert of 10,000 packages is one INSERT of their words); an edit of a
-- searched text row by row (a trigger with a column list cannot see a transition table), so the updates that
-- touch other columns, the booked counters of every purchase among them, never run it.
CREATE FUNCTION portal_add_inserted_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      INSERT INTO search_words (word) SELECT DISTINCT portal_search_words(search_text) FROM inserted ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE FUNCTION portal_add_edited_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      INSERT INTO search_words (word) SELECT portal_search_words(NEW.search_text) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER "packages_inserted_search_words" AFTER INSERT ON "packages" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION portal_add_inserted_search_words();--> statement-breakpoint
CREATE TRIGGER "packages_edited_search_words" AFTER UPDATE OF "package_name", "arabic_name", "description", "arabic_description" ON "packages"
  FOR EACH ROW EXECUTE FUNCTION portal_add_edited_search_words();--> statement-breakpoint
CREATE TRIGGER "destinations_inserted_search_words" AFTER INSERT ON "destinations" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION portal_add_inserted_search_words();--> statement-breakpoint
CREATE TRIGGER "destinations_edited_search_words" AFTER UPDATE OF "name", "arabic_name" ON "destinations"
  FOR EACH ROW EXECUTE FUNCTION portal_add_edited_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT portal_search_words(search_text) FROM packages
  UNION SELECT portal_search_words(search_text) FROM destinations
  ON CONFLICT DO NOTHING;
