-- Browsers' failures to load a release of a front-end (docs/decisions/0007-independent-releases.md):
-- one row a release a minute, counted up by every report in it, so many browsers cost one row. Only
-- registered releases are counted; rows older than a day are removed as new minutes are written.

CREATE TABLE "frontend_load_failures" (
	"frontend" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL CHECK ("failures" > 0),
	CONSTRAINT "frontend_load_failures_pk" PRIMARY KEY ("frontend", "version", "minute"),
	CONSTRAINT "frontend_load_failures_release" FOREIGN KEY ("frontend", "version")
		REFERENCES "frontend_releases" ("frontend", "version") ON DELETE CASCADE
);

-- The removal of old minutes.
CREATE INDEX "frontend_load_failures_minute" ON "frontend_load_failures" USING btree ("minute");
