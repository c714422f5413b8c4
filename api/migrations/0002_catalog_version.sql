-- A counter that moves on every change to what the catalogue shows (products, their stock,
-- categories, options), announced on the channel catalog_version. The API caches catalogue
-- answers per version, so no process serves an answer older than the last committed change.
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL DEFAULT 1
);
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);

CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  PERFORM pg_notify('catalog_version', next_version::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER stock_moves_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_moves
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER categories_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER options_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON options
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER option_values_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON option_values
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
