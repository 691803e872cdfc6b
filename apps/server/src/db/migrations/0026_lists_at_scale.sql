-- Each package_tags row carries its package's position and whether the package is listed (enable = 1 and hide = 0),
-- kept by the database (docs/decisions/072-lists-at-scale.md): the home sections and a tag's list read a tag's first
-- listed packages as the first entries of package_tags_listed_idx instead of ranking every tagged package.
-- The destinations list reads the first page by position from its own index.
-- The console's lists at scale (docs/decisions/072-lists-at-scale.md): bookings newest first, by any date and by a
-- purchase number's start; the review invitations' bookings still to invite; travellers newest first and by any part
-- of their e-mail address, mobile or name.
ALTER TABLE "package_tags" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "package_tags" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "destinations_position_idx" ON "destinations" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "package_tags_listed_idx" ON "package_tags" USING btree ("tag_id","position","package_id") WHERE "package_tags"."listed";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_mobile_trgm" ON "users" USING gin ("mobile" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("date");--> statement-breakpoint
CREATE INDEX "bookings_review_due_idx" ON "bookings" USING btree ("date","id") WHERE "bookings"."status" = 1 and "bookings"."review_invited_at" is null;--> statement-breakpoint
CREATE INDEX "purchases_number_prefix_idx" ON "purchases" USING btree ("purchase_number" text_pattern_ops);--> statement-breakpoint
CREATE FUNCTION portal_package_tag_fill() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      SELECT p.position, p.enable = 1 AND p.hide = 0 INTO NEW.position, NEW.listed FROM packages p WHERE p.id = NEW.package_id;
      RETURN NEW;
    END
  $$;--> statement-breakpoint
CREATE FUNCTION portal_package_tags_follow() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      UPDATE package_tags SET position = NEW.position, listed = NEW.enable = 1 AND NEW.hide = 0 WHERE package_id = NEW.id;
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER "package_tags_filled" BEFORE INSERT OR UPDATE OF "package_id" ON "package_tags"
  FOR EACH ROW EXECUTE FUNCTION portal_package_tag_fill();--> statement-breakpoint
CREATE TRIGGER "packages_listing_followed" AFTER UPDATE OF "position", "enable", "hide" ON "packages"
  FOR EACH ROW WHEN (OLD.position IS DISTINCT FROM NEW.position OR OLD.enable IS DISTINCT FROM NEW.enable
    OR OLD.hide IS DISTINCT FROM NEW.hide)
  EXECUTE FUNCTION portal_package_tags_follow();--> statement-breakpoint
UPDATE package_tags pt SET position = p.position, listed = p.enable = 1 AND p.hide = 0 FROM packages p WHERE p.id = pt.package_id;
