-- The catalogue: categories, options and their values, products, the stock ledger.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE "categories" (
	"nid" integer PRIMARY KEY NOT NULL,
	"_id" text NOT NULL,
	"rus_name" text NOT NULL,
	"path" text NOT NULL,
	"picture" text NOT NULL,
	"top_category_nid" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url_options_to_filter" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"options_to_filter" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"options_for_properties_short" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"options_for_properties_detail" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"values_to_show_in_catalog_cards" text[] DEFAULT '{}'::text[] NOT NULL,
	"mut_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "categories__id_unique" UNIQUE("_id"),
	CONSTRAINT "categories_path_unique" UNIQUE("path")
);

CREATE TABLE "option_values" (
	"nid" integer PRIMARY KEY NOT NULL,
	"option_nid" integer NOT NULL,
	"order" integer NOT NULL,
	"name" text NOT NULL,
	"rus_name" text NOT NULL
);

CREATE TABLE "options" (
	"nid" integer PRIMARY KEY NOT NULL,
	"_id" text NOT NULL,
	"name" text NOT NULL,
	"rus_name" text NOT NULL,
	"top_category_nid" integer,
	"val_type" text NOT NULL,
	"unit" text,
	"product_column" text,
	CONSTRAINT "options__id_unique" UNIQUE("_id"),
	CONSTRAINT "options_name_unique" UNIQUE("name")
);

CREATE TABLE "products" (
	"nid" integer PRIMARY KEY NOT NULL,
	"_id" text NOT NULL,
	"category_nid" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"url" text NOT NULL,
	"image_url" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"order" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"brand_collection" text,
	"price" integer NOT NULL,
	"price_total" integer NOT NULL,
	"total_select_or_solo_value" text DEFAULT 'solo' NOT NULL,
	"price_with_action" integer,
	"sale_price" integer GENERATED ALWAYS AS (coalesce(price_with_action, price)) STORED NOT NULL,
	"length" integer,
	"width" integer,
	"heigth" integer,
	"material" text,
	"color" text,
	"mounting" text,
	"description" text DEFAULT '' NOT NULL,
	"warranty" text DEFAULT '' NOT NULL,
	"value_nids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian', name || ' ' || brand || ' ' || coalesce(brand_collection, '') || ' ' || vendor_code)) STORED NOT NULL,
	CONSTRAINT "products__id_unique" UNIQUE("_id"),
	CONSTRAINT "products_vendor_code_unique" UNIQUE("vendor_code"),
	CONSTRAINT "products_url_unique" UNIQUE("url")
);

CREATE TABLE "stock_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_nid" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"document" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "option_values" ADD CONSTRAINT "option_values_option_nid_options_nid_fk" FOREIGN KEY ("option_nid") REFERENCES "public"."options"("nid") ON DELETE no action ON UPDATE no action;
ALTER TABLE "products" ADD CONSTRAINT "products_category_nid_categories_nid_fk" FOREIGN KEY ("category_nid") REFERENCES "public"."categories"("nid") ON DELETE no action ON UPDATE no action;
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_product_nid_products_nid_fk" FOREIGN KEY ("product_nid") REFERENCES "public"."products"("nid") ON DELETE no action ON UPDATE no action;
CREATE UNIQUE INDEX "option_values_option_name" ON "option_values" USING btree ("option_nid","name");
CREATE INDEX "products_category_order" ON "products" USING btree ("category_nid","order","nid");
CREATE INDEX "products_category_price" ON "products" USING btree ("category_nid","sale_price","nid");
CREATE INDEX "products_category_new" ON "products" USING btree ("category_nid","created_at","nid");
CREATE INDEX "products_value_nids" ON "products" USING gin ("value_nids");
CREATE INDEX "products_search" ON "products" USING gin ("search");
CREATE INDEX "stock_moves_product" ON "stock_moves" USING btree ("product_nid");
-- The words of product names, for correcting a mistyped search word to the nearest one.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);

-- Stock is derived from the ledger, never typed in: every move adjusts the product's stock.
CREATE FUNCTION apply_stock_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET stock = stock + NEW.quantity WHERE nid = NEW.product_nid;
  RETURN NEW;
END;
$$;

CREATE TRIGGER stock_moves_apply AFTER INSERT ON stock_moves
  FOR EACH ROW EXECUTE FUNCTION apply_stock_move();
