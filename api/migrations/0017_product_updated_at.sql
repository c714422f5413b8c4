-- When each product last changed what its page shows, for the sitemaps' <lastmod> (api/README.md, "What the shop
-- publishes for search engines"). A new product's is its creation; an update moves it when any column but the
-- popularity rank (`order`, which the page does not show) and the generated ones changes — the stock too, since the
-- card shows it. A statement that sets updated_at itself keeps its value. Rows that existed before this migration
-- get the moment it ran: their last change is unknown, and a later date only makes a crawler look once more.
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;

CREATE FUNCTION touch_product_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at
    AND to_jsonb(NEW) - '{updated_at,order,sale_price,search}'::text[]
      IS DISTINCT FROM to_jsonb(OLD) - '{updated_at,order,sale_price,search}'::text[] THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION touch_product_updated_at();
