-- Stock per location (docs/requirements.md, «Stock»): the shop in Khimki, where pickup orders are
-- handed over, and the warehouse deliveries leave from. Every stock move names its location; a
-- product's stock at a location is the sum of its moves there (product_stocks, kept by the moves'
-- trigger), its stock in all (products.stock) the sum over locations. The documents that move goods
-- name their location. What was recorded before has one place: the warehouse.

CREATE TABLE "stock_locations" (
	"nid" integer PRIMARY KEY,
	-- What the code knows a location by: WAREHOUSE, SHOP.
	"code" text NOT NULL CONSTRAINT "stock_locations_code_unique" UNIQUE,
	"name" text NOT NULL,
	-- Pickup orders are handed over here.
	"pickup" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
INSERT INTO "stock_locations" ("nid", "code", "name", "pickup", "position") VALUES
	(1, 'WAREHOUSE', 'Склад', false, 2),
	(2, 'SHOP', 'Магазин в Химках', true, 1);

-- Existing moves, documents and counts were all at the one place there was. Adding a column with a
-- default fills it without an UPDATE, so the posted documents' guards do not fire; the defaults go,
-- so every new row names its location.
ALTER TABLE "stock_moves" ADD COLUMN "location_nid" integer DEFAULT 1 NOT NULL REFERENCES "stock_locations"("nid");
ALTER TABLE "stock_moves" ALTER COLUMN "location_nid" DROP DEFAULT;
ALTER TABLE "acceptances" ADD COLUMN "location_nid" integer DEFAULT 1 NOT NULL REFERENCES "stock_locations"("nid");
ALTER TABLE "acceptances" ALTER COLUMN "location_nid" DROP DEFAULT;
ALTER TABLE "supplier_returns" ADD COLUMN "location_nid" integer DEFAULT 1 NOT NULL REFERENCES "stock_locations"("nid");
ALTER TABLE "supplier_returns" ALTER COLUMN "location_nid" DROP DEFAULT;
ALTER TABLE "shipments" ADD COLUMN "location_nid" integer DEFAULT 1 NOT NULL REFERENCES "stock_locations"("nid");
ALTER TABLE "shipments" ALTER COLUMN "location_nid" DROP DEFAULT;
ALTER TABLE "buyer_returns" ADD COLUMN "location_nid" integer DEFAULT 1 NOT NULL REFERENCES "stock_locations"("nid");
ALTER TABLE "buyer_returns" ALTER COLUMN "location_nid" DROP DEFAULT;
ALTER TABLE "inventory_counts" ADD COLUMN "location_nid" integer DEFAULT 1 NOT NULL REFERENCES "stock_locations"("nid");
ALTER TABLE "inventory_counts" ALTER COLUMN "location_nid" DROP DEFAULT;
CREATE INDEX "stock_moves_product_location" ON "stock_moves" USING btree ("product_nid", "location_nid", "id");

-- A product's stock at a location: the sum of its moves there, never typed in.
CREATE TABLE "product_stocks" (
	"product_nid" integer NOT NULL REFERENCES "products"("nid"),
	"location_nid" integer NOT NULL REFERENCES "stock_locations"("nid"),
	"on_hand" integer NOT NULL,
	PRIMARY KEY ("product_nid", "location_nid")
);
INSERT INTO "product_stocks" ("product_nid", "location_nid", "on_hand")
	SELECT "product_nid", "location_nid", sum("quantity")::integer FROM "stock_moves" GROUP BY 1, 2;

CREATE OR REPLACE FUNCTION apply_stock_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET stock = stock + NEW.quantity WHERE nid = NEW.product_nid;
  INSERT INTO product_stocks (product_nid, location_nid, on_hand) VALUES (NEW.product_nid, NEW.location_nid, NEW.quantity)
    ON CONFLICT (product_nid, location_nid) DO UPDATE SET on_hand = product_stocks.on_hand + EXCLUDED.on_hand;
  RETURN NEW;
END;
$$;
