CREATE TABLE "ledger_rollup_state" (
	"grain" text PRIMARY KEY NOT NULL,
	"through" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_share_rollups" (
	"grain" text NOT NULL,
	"start" date NOT NULL,
	"breakdown" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text,
	"destination_id" integer,
	"package_id" integer,
	"product_id" integer,
	"store_id" integer,
	"amount_fils" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_shares" (
	"entry_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"destination_id" integer,
	"package_id" integer,
	"product_id" integer,
	"store_id" integer,
	"amount_fils" bigint NOT NULL,
	CONSTRAINT "ledger_shares_entry_id_position_pk" PRIMARY KEY("entry_id","position")
);
--> statement-breakpoint
DROP INDEX "ledger_entries_created_idx";--> statement-breakpoint
CREATE INDEX "ledger_share_rollups_start_idx" ON "ledger_share_rollups" USING btree ("grain","start");--> statement-breakpoint
CREATE INDEX "ledger_shares_day_idx" ON "ledger_shares" USING btree ("day");--> statement-breakpoint
CREATE INDEX "store_order_items_order_idx" ON "store_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at","kind","amount_fils");--> statement-breakpoint
-- The ledger is append-only (decision 036): the shares below and the rollups of closed days rely on a row
-- never changing once written, so an update or a delete is refused.
CREATE FUNCTION portal_refuse_ledger_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION portal_refuse_ledger_change();--> statement-breakpoint
-- Each new ledger entry split over the lines it paid for, in the statement that writes it (docs/decisions/050
-- "Summary tables"): a charge, and a refund of a whole payment, over every line of its purchase in proportion to
-- the line's price; a refund of a cancelled booking wholly to that booking; in whole fils, the remainder one fils
-- at a time to the first lines. An entry of a day already rolled up (written late) is added to the rollups too.
CREATE FUNCTION portal_write_ledger_shares() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  WITH entries AS (
    SELECT e.id, e.purchase_id, e.kind, e.amount_fils::bigint AS amount, coalesce(p.channel, '') AS channel,
      (e.created_at AT TIME ZONE 'Asia/Dubai')::date AS day, r.booking_id AS refund_booking_id
    FROM inserted e
    JOIN purchases p ON p.id = e.purchase_id
    LEFT JOIN refunds r ON r.id = e.refund_id
  ),
  lines AS (
    SELECT b.purchase_id, 1 AS source, b.id AS line_id, b.id AS booking_id,
      coalesce(b.destination_id, pk.destination_id) AS destination_id, b.package_id,
      NULL::int AS product_id, NULL::int AS store_id, b.total_fils::bigint AS weight
    FROM bookings b JOIN packages pk ON pk.id = b.package_id
    WHERE b.purchase_id IN (SELECT purchase_id FROM entries)
    UNION ALL
    SELECT o.purchase_id, 2, i.id, NULL, NULL, NULL, i.product_id, o.store_id, (i.qty * i.price_fils)::bigint
    FROM store_order_items i JOIN store_orders o ON o.id = i.order_id
    WHERE o.purchase_id IN (SELECT purchase_id FROM entries)
    UNION ALL
    SELECT c.purchase_id, 3, c.id, NULL, NULL, NULL, NULL, NULL, c.amount_fils::bigint
    FROM postcard_orders c
    WHERE c.purchase_id IN (SELECT purchase_id FROM entries)
  ),
  matched AS (
    SELECT e.id AS entry_id, e.kind, e.amount, e.channel, e.day,
      l.destination_id, l.package_id, l.product_id, l.store_id, l.weight,
      (sum(l.weight) OVER entry)::bigint AS total_weight,
      count(*) OVER entry AS line_count,
      row_number() OVER (entry ORDER BY l.source, l.line_id) AS position
    FROM entries e
    LEFT JOIN lines l ON l.purchase_id = e.purchase_id
      AND (e.refund_booking_id IS NULL OR l.booking_id = e.refund_booking_id)
    WINDOW entry AS (PARTITION BY e.id)
  ),
  floored AS (
    SELECT *, abs(amount) * (CASE WHEN total_weight > 0 THEN weight ELSE 1 END)
      / (CASE WHEN total_weight > 0 THEN total_weight ELSE line_count END) AS base
    FROM matched
  ),
  written AS (
    INSERT INTO ledger_shares (entry_id, position, kind, day, channel, destination_id, package_id, product_id,
      store_id, amount_fils)
    SELECT entry_id, position, kind, day, channel, destination_id, package_id, product_id, store_id,
      sign(amount) * (base + CASE WHEN position <= abs(amount) - sum(base) OVER (PARTITION BY entry_id) THEN 1 ELSE 0 END)
    FROM floored
    RETURNING *
  ),
  late AS (
    SELECT st.grain, CASE WHEN st.grain = 'day' THEN w.day ELSE date_trunc('month', w.day::timestamp)::date END AS start,
      w.kind, w.channel, w.destination_id, w.package_id, w.product_id, w.store_id, w.amount_fils
    FROM written w JOIN ledger_rollup_state st ON w.day <= st.through
  )
  INSERT INTO ledger_share_rollups (grain, start, breakdown, kind, channel, destination_id, package_id, product_id,
    store_id, amount_fils)
  SELECT grain, start, 'channel', kind, channel, destination_id, NULL::int, NULL::int, store_id, sum(amount_fils)
  FROM late GROUP BY grain, start, kind, channel, destination_id, store_id
  UNION ALL
  SELECT grain, start, 'package', kind, NULL::text, destination_id, package_id, NULL::int, NULL::int, sum(amount_fils)
  FROM late GROUP BY grain, start, kind, destination_id, package_id
  UNION ALL
  SELECT grain, start, 'product', kind, NULL::text, NULL::int, NULL::int, product_id, store_id, sum(amount_fils)
  FROM late GROUP BY grain, start, kind, product_id, store_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_shares" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION portal_write_ledger_shares();--> statement-breakpoint
-- The entries written before this migration, split the same way.
INSERT INTO ledger_shares (entry_id, position, kind, day, channel, destination_id, package_id, product_id, store_id, amount_fils)
WITH entries AS (
  SELECT e.id, e.purchase_id, e.kind, e.amount_fils::bigint AS amount, coalesce(p.channel, '') AS channel,
    (e.created_at AT TIME ZONE 'Asia/Dubai')::date AS day, r.booking_id AS refund_booking_id
  FROM ledger_entries e
  JOIN purchases p ON p.id = e.purchase_id
  LEFT JOIN refunds r ON r.id = e.refund_id
),
lines AS (
  SELECT b.purchase_id, 1 AS source, b.id AS line_id, b.id AS booking_id,
    coalesce(b.destination_id, pk.destination_id) AS destination_id, b.package_id,
    NULL::int AS product_id, NULL::int AS store_id, b.total_fils::bigint AS weight
  FROM bookings b JOIN packages pk ON pk.id = b.package_id
  WHERE b.purchase_id IN (SELECT purchase_id FROM entries)
  UNION ALL
  SELECT o.purchase_id, 2, i.id, NULL, NULL, NULL, i.product_id, o.store_id, (i.qty * i.price_fils)::bigint
  FROM store_order_items i JOIN store_orders o ON o.id = i.order_id
  WHERE o.purchase_id IN (SELECT purchase_id FROM entries)
  UNION ALL
  SELECT c.purchase_id, 3, c.id, NULL, NULL, NULL, NULL, NULL, c.amount_fils::bigint
  FROM postcard_orders c
  WHERE c.purchase_id IN (SELECT purchase_id FROM entries)
),
matched AS (
  SELECT e.id AS entry_id, e.kind, e.amount, e.channel, e.day,
    l.destination_id, l.package_id, l.product_id, l.store_id, l.weight,
    (sum(l.weight) OVER entry)::bigint AS total_weight,
    count(*) OVER entry AS line_count,
    row_number() OVER (entry ORDER BY l.source, l.line_id) AS position
  FROM entries e
  LEFT JOIN lines l ON l.purchase_id = e.purchase_id
    AND (e.refund_booking_id IS NULL OR l.booking_id = e.refund_booking_id)
  WINDOW entry AS (PARTITION BY e.id)
),
floored AS (
  SELECT *, abs(amount) * (CASE WHEN total_weight > 0 THEN weight ELSE 1 END)
    / (CASE WHEN total_weight > 0 THEN total_weight ELSE line_count END) AS base
  FROM matched
)
SELECT entry_id, position, kind, day, channel, destination_id, package_id, product_id, store_id,
  sign(amount) * (base + CASE WHEN position <= abs(amount) - sum(base) OVER (PARTITION BY entry_id) THEN 1 ELSE 0 END)
FROM floored;
