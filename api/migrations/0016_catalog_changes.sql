-- Which products each catalogue version changed, so that an API instance holding the catalogue index of an earlier
-- version patches it instead of reading it whole (docs/decisions/0008-catalogue-engine.md). A row without a product
-- says that anything may have changed: categories, options, values, a truncate, one statement over many products.
-- Only the last 10 000 versions are kept; an index older than that is read whole.
CREATE TABLE "catalog_changes" (
	"version" bigint NOT NULL,
	"product_nid" integer
);
CREATE INDEX "catalog_changes_version" ON "catalog_changes" USING btree ("version");

-- The next version: counted, the log's oldest versions dropped, announced on the channel catalog_version.
CREATE FUNCTION next_catalog_version() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  DELETE FROM catalog_changes WHERE version <= next_version - 10000;
  PERFORM pg_notify('catalog_version', next_version::text);
  RETURN next_version;
END;
$$;

-- A statement on categories, options, values or stock moves moves the version; with the argument 'anything' it also
-- says that anything may have changed. (A stock move changes the product's stock by a statement on products, which
-- logs the product.)
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint := next_catalog_version();
BEGIN
  IF TG_NARGS > 0 AND TG_ARGV[0] = 'anything' THEN
    INSERT INTO catalog_changes (version, product_nid) VALUES (next_version, NULL);
  END IF;
  RETURN NULL;
END;
$$;

-- A statement on products moves the version and logs the products it changed (their rows, as the statement left
-- them or, for a delete, as they were); over 1 000 products, anything.
CREATE FUNCTION bump_catalog_version_for_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint := next_catalog_version();
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM changed LIMIT 1001) AS sample) > 1000 THEN
    INSERT INTO catalog_changes (version, product_nid) VALUES (next_version, NULL);
  ELSE
    INSERT INTO catalog_changes (version, product_nid) SELECT DISTINCT next_version, nid FROM changed;
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER products_bump_catalog_version ON products;
CREATE TRIGGER products_bump_catalog_version AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version('anything');
CREATE TRIGGER products_inserted_bump_catalog_version AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_for_products();
CREATE TRIGGER products_updated_bump_catalog_version AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_for_products();
CREATE TRIGGER products_deleted_bump_catalog_version AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_for_products();

DROP TRIGGER categories_bump_catalog_version ON categories;
CREATE TRIGGER categories_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version('anything');
DROP TRIGGER options_bump_catalog_version ON options;
CREATE TRIGGER options_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON options
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version('anything');
DROP TRIGGER option_values_bump_catalog_version ON option_values;
CREATE TRIGGER option_values_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON option_values
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version('anything');
