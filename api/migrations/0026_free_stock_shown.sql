-- What the storefront says of a product's stock (docs/requirements.md, «What shoppers see»): its free units
-- (on hand − reserved) over all locations, counted up to 6. 0 is «Под заказ», 1–5 «Осталось N шт.», 6 «В
-- наличии» — more are not told apart, so an order of a well-stocked product changes no product row and
-- moves no catalogue version (the catalogue's caches and index stay), while the last units of one do. Kept
-- by product_stocks' trigger, like products.stock; the catalogue indexes it as it indexes the rest.
ALTER TABLE "products" ADD COLUMN "free_stock" smallint DEFAULT 0 NOT NULL;
ALTER TABLE "products" ADD CONSTRAINT "products_free_stock" CHECK ("free_stock" BETWEEN 0 AND 6);

CREATE FUNCTION show_free_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown smallint;
BEGIN
  SELECT least(coalesce(sum(on_hand - reserved), 0), 6) INTO shown FROM product_stocks WHERE product_nid = NEW.product_nid;
  -- Only when it changes: a statement on products moves the catalogue version even when it changes no row.
  IF EXISTS (SELECT 1 FROM products WHERE nid = NEW.product_nid AND free_stock <> shown) THEN
    UPDATE products SET free_stock = shown WHERE nid = NEW.product_nid;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER product_stocks_show_free AFTER INSERT OR UPDATE ON product_stocks
  FOR EACH ROW EXECUTE FUNCTION show_free_stock();

UPDATE products SET free_stock = shown.free
  FROM (SELECT product_nid, least(sum(on_hand - reserved), 6) AS free FROM product_stocks GROUP BY product_nid) AS shown
 WHERE products.nid = shown.product_nid AND products.free_stock IS DISTINCT FROM shown.free;
