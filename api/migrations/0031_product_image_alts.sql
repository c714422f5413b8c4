-- A picture's alternative text (api/README.md, «Photos»): what a screen reader says and a search engine reads
-- for each of a product's pictures, by position in "images" (the same length; '' where none is written, the
-- product's name standing for it). Products saved before have none.
ALTER TABLE "products" ADD COLUMN "image_alts" text[] DEFAULT '{}'::text[] NOT NULL;
