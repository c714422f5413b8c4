-- Product photos staff upload (api/README.md, «Photos»): one row a file uploaded, keyed by the hash of its
-- bytes (the same file uploaded twice is one photo). The file is checked on upload (its content a JPEG, PNG,
-- WebP or AVIF, its size and pixel count within bounds) and its original kept in the media store; a job makes
-- the renditions (media/photo-renditions.ts) and marks it READY, or REFUSED with the reason when the pixels
-- do not decode (a truncated file), its files removed. A product names a READY photo by its address
-- (`/media/photos/<key>-<width>x<height>.jpg`, @shop/shared/catalog-url); photos no product names are swept
-- with their files once a day has passed since their upload.
CREATE TABLE "photos" (
	"key" text PRIMARY KEY,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	-- What the uploaded file is: its format as its content says, its size as shown (EXIF orientation applied).
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	-- Why the job refused it, for the clerk who uploaded it (Russian).
	"refusal" text,
	"uploaded_by_uid" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "photos_key" CHECK ("key" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "photos_status" CHECK ("status" IN ('PROCESSING', 'READY', 'REFUSED')),
	CONSTRAINT "photos_format" CHECK ("format" IN ('jpeg', 'png', 'webp', 'avif')),
	CONSTRAINT "photos_size" CHECK ("width" > 0 AND "height" > 0 AND "bytes" > 0)
);
-- The sweep: the oldest uploads first.
CREATE INDEX "photos_uploaded_at" ON "photos" USING btree ("uploaded_at");

-- The renditions' jobs (media/photo-worker.ts, PHOTO_QUEUE_POLICY: the same figures): a store that fails is
-- tried again 3 times, 10 s apart and doubling; a job still running after 300 s is taken for lost (its
-- worker died) and tried again.
SELECT pgboss.create_queue('photos', '{"policy": "standard", "retryLimit": 3, "retryDelay": 10, "retryBackoff": true, "expireInSeconds": 300}');
