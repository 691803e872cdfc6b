-- The tag slugs of each package, alphabetical, kept on its row (docs/decisions/046-package-tag-slugs.md): every card
-- of a list, of search and of the home page read them with a subquery of package_tags and tags, one scan per card,
-- which was a third of the database's work for those answers on the embedded database. The database keeps the copy:
-- the triggers below run on every write of package_tags and on a renamed tag, whichever code makes it.
ALTER TABLE "packages" ADD COLUMN "tag_slugs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE FUNCTION portal_package_tag_slugs(package integer) RETURNS text[]
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(t.slug ORDER BY t.slug), '{}'::text[])
      FROM package_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.package_id = package
  $$;--> statement-breakpoint
-- Once per statement, for the packages whose links it wrote (a bulk insert of 10,000 packages' tags is one
-- update); a deleted package (its links go by cascade) is no longer there to update.
CREATE FUNCTION portal_refresh_linked_tag_slugs() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE packages SET tag_slugs = portal_package_tag_slugs(id) WHERE id IN (SELECT package_id FROM linked);
      ELSIF TG_OP = 'DELETE' THEN
        UPDATE packages SET tag_slugs = portal_package_tag_slugs(id) WHERE id IN (SELECT package_id FROM unlinked);
      ELSE
        UPDATE packages SET tag_slugs = portal_package_tag_slugs(id)
          WHERE id IN (SELECT package_id FROM linked UNION SELECT package_id FROM unlinked);
      END IF;
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE FUNCTION portal_refresh_renamed_tag_slugs() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      UPDATE packages SET tag_slugs = portal_package_tag_slugs(id)
        WHERE id IN (SELECT package_id FROM package_tags WHERE tag_id = NEW.id);
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER "package_tags_inserted_slugs" AFTER INSERT ON "package_tags" REFERENCING NEW TABLE AS linked
  FOR EACH STATEMENT EXECUTE FUNCTION portal_refresh_linked_tag_slugs();--> statement-breakpoint
CREATE TRIGGER "package_tags_deleted_slugs" AFTER DELETE ON "package_tags" REFERENCING OLD TABLE AS unlinked
  FOR EACH STATEMENT EXECUTE FUNCTION portal_refresh_linked_tag_slugs();--> statement-breakpoint
CREATE TRIGGER "package_tags_updated_slugs" AFTER UPDATE ON "package_tags" REFERENCING NEW TABLE AS linked OLD TABLE AS unlinked
  FOR EACH STATEMENT EXECUTE FUNCTION portal_refresh_linked_tag_slugs();--> statement-breakpoint
CREATE TRIGGER "tags_renamed_slugs" AFTER UPDATE OF "slug" ON "tags"
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION portal_refresh_renamed_tag_slugs();--> statement-breakpoint
UPDATE packages SET tag_slugs = portal_package_tag_slugs(id) WHERE id IN (SELECT package_id FROM package_tags);
