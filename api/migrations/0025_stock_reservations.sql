-- Reservations (docs/requirements.md, «Reservations»): an open order's line holds units of its product at
-- the locations that serve it, so no other order takes them. A reservation is a ledger like the stock
-- moves: every change is a row (+ reserves, − releases), never edited; a line's reservation at a location
-- is the sum of its rows there, a product's reserved units at a location (product_stocks.reserved, kept
-- by this table's trigger) the sum over lines. Free stock is on hand − reserved, and never below zero.

CREATE TABLE "stock_reservations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"order_nid" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_nid" integer NOT NULL REFERENCES "products"("nid"),
	"location_nid" integer NOT NULL REFERENCES "stock_locations"("nid"),
	"quantity" integer NOT NULL CONSTRAINT "stock_reservations_quantity" CHECK ("quantity" <> 0),
	-- order, order-cancelled, shipment, shipment-cancelled, stock-arrived, stock-short, moved-in, moved-out.
	"reason" text NOT NULL,
	-- The document that caused the row, when one did (a shipment consuming it, an acceptance bringing the goods).
	"document_type" text,
	"document_nid" integer,
	-- A staff member's change (a reservation moved between orders); null when the shop's rules made it.
	"created_by_uid" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_line" FOREIGN KEY ("order_nid", "line_no")
		REFERENCES "buyer_order_lines"("order_nid", "line_no")
);
CREATE INDEX "stock_reservations_order" ON "stock_reservations" USING btree ("order_nid", "line_no");
CREATE INDEX "stock_reservations_product" ON "stock_reservations" USING btree ("product_nid", "location_nid", "id");
CREATE INDEX "stock_reservations_document" ON "stock_reservations" USING btree ("document_type", "document_nid");

-- Free = on hand − reserved ≥ 0: the domain refuses first, in Russian; this is the last line of defence.
ALTER TABLE "product_stocks" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_free" CHECK ("reserved" >= 0 AND "reserved" <= "on_hand");

-- A CHECK is evaluated on the row an INSERT proposes before ON CONFLICT looks for the existing one (a
-- move out proposes a negative on_hand), so both triggers update the row first and insert only a new
-- one. No two transactions insert the same row: every writer holds the product's row lock.
CREATE OR REPLACE FUNCTION apply_stock_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET stock = stock + NEW.quantity WHERE nid = NEW.product_nid;
  UPDATE product_stocks SET on_hand = on_hand + NEW.quantity
   WHERE product_nid = NEW.product_nid AND location_nid = NEW.location_nid;
  IF NOT FOUND THEN
    INSERT INTO product_stocks (product_nid, location_nid, on_hand) VALUES (NEW.product_nid, NEW.location_nid, NEW.quantity);
  END IF;
  RETURN NEW;
END;
$$;

CREATE FUNCTION apply_stock_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_stocks SET reserved = reserved + NEW.quantity
   WHERE product_nid = NEW.product_nid AND location_nid = NEW.location_nid;
  IF NOT FOUND THEN
    INSERT INTO product_stocks (product_nid, location_nid, on_hand, reserved) VALUES (NEW.product_nid, NEW.location_nid, 0, NEW.quantity);
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER stock_reservations_apply AFTER INSERT ON stock_reservations
  FOR EACH ROW EXECUTE FUNCTION apply_stock_reservation();

CREATE FUNCTION refuse_stock_reservation_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_reservations rows are never changed or deleted: write a reversing row';
END;
$$;
CREATE TRIGGER stock_reservations_fixed BEFORE UPDATE OR DELETE ON stock_reservations
  FOR EACH ROW EXECUTE FUNCTION refuse_stock_reservation_change();

-- The orders open when reservations came: each line not yet shipped reserves what is free, oldest order
-- first, at the locations that serve it (pickup: the pickup locations; delivery: the others first, then the
-- pickup ones; each group by position) — the rule the API follows from now on.
DO $$
DECLARE
  line record;
  place record;
  wanted integer;
  taken integer;
BEGIN
  FOR line IN
    SELECT bol.order_nid, bol.line_no, bol.product_nid, o.delivery_method,
           bol.quantity - coalesce((
             SELECT sum(sl.quantity) FROM shipment_lines sl JOIN shipments s ON s.nid = sl.shipment_nid
              WHERE s.buyer_order_nid = bol.order_nid AND sl.order_line_no = bol.line_no AND s.status = 'POSTED'
           ), 0)::integer AS left_to_ship
      FROM buyer_order_lines bol JOIN buyer_orders o ON o.nid = bol.order_nid
     WHERE o.status IN ('NEW', 'CONFIRMED')
     ORDER BY bol.order_nid, bol.line_no
  LOOP
    wanted := line.left_to_ship;
    FOR place IN
      SELECT nid FROM stock_locations
       WHERE line.delivery_method <> 'PICKUP' OR pickup
       ORDER BY pickup, position, nid
    LOOP
      EXIT WHEN wanted <= 0;
      SELECT least(wanted, on_hand - reserved) INTO taken
        FROM product_stocks WHERE product_nid = line.product_nid AND location_nid = place.nid;
      IF taken > 0 THEN
        INSERT INTO stock_reservations (order_nid, line_no, product_nid, location_nid, quantity, reason)
          VALUES (line.order_nid, line.line_no, line.product_nid, place.nid, taken, 'order');
        wanted := wanted - taken;
      END IF;
    END LOOP;
  END LOOP;
END;
$$;
