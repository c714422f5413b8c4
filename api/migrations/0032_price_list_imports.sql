-- Price lists imported in the back-office (api/README.md, «Price lists»): one row a file uploaded. Its rows are
-- read and compared with the catalogue (the preview: status READING, then READY, or FAILED with the reason when
-- the file cannot be read at all), then the accepted ones are applied in one transaction (APPLIED, who and
-- when). A file whose reading stopped with its process (touched_at long past) is taken for FAILED.
CREATE TABLE "price_list_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"bytes" integer NOT NULL,
	"status" text DEFAULT 'READING' NOT NULL,
	-- Why the file could not be read (Russian); null unless FAILED.
	"failure" text,
	-- How far the reading is: bytes of the file read, rows compared.
	"bytes_read" integer DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"new_rows" integer DEFAULT 0 NOT NULL,
	"changed_rows" integer DEFAULT 0 NOT NULL,
	"unchanged_rows" integer DEFAULT 0 NOT NULL,
	"refused_rows" integer DEFAULT 0 NOT NULL,
	-- What the clerk should know of the file as a whole (columns not loaded, stock not loaded), Russian.
	"notices" text[] DEFAULT '{}'::text[] NOT NULL,
	"uploaded_by_uid" text NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by_uid" text,
	"applied_by_name" text,
	"applied_at" timestamp with time zone,
	CONSTRAINT "price_list_imports_format" CHECK ("format" IN ('xlsx', 'csv')),
	CONSTRAINT "price_list_imports_status" CHECK ("status" IN ('READING', 'READY', 'FAILED', 'APPLIED')),
	CONSTRAINT "price_list_imports_applied" CHECK (("status" = 'APPLIED') = ("applied_at" IS NOT NULL))
);
CREATE INDEX "price_list_imports_uploaded_at" ON "price_list_imports" USING btree ("uploaded_at");

-- The rows of a file that would change something or are refused (unchanged ones are only counted), by the
-- row number the clerk sees in the file. A NEW or CHANGED row keeps the product it saves (`input`, as the
-- product form sends it); a CHANGED one also the product's edit version as the preview read it
-- (`edit_version`, products/product-input.ts): the apply refuses the file when a product has another (a clerk
-- changed it meanwhile).
CREATE TABLE "price_list_import_rows" (
	"import_id" integer NOT NULL REFERENCES "price_list_imports"("id") ON DELETE CASCADE,
	"row_no" integer NOT NULL,
	"status" text NOT NULL,
	"vendor_code" text NOT NULL,
	"name" text NOT NULL,
	"product_nid" integer,
	-- Why the row is refused (Russian); null unless REFUSED.
	"reason" text,
	-- Each changed cell: [{ "column": …, "before": …, "after": … }], as the file's cells read.
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"edit_version" text,
	"input" jsonb,
	PRIMARY KEY ("import_id", "row_no"),
	CONSTRAINT "price_list_import_rows_status" CHECK ("status" IN ('NEW', 'CHANGED', 'REFUSED'))
);
CREATE INDEX "price_list_import_rows_status" ON "price_list_import_rows" USING btree ("import_id", "status", "row_no");
