-- The user document (requirements §3): one row per Firebase uid, created from the verified ID token
-- at the first sign-in. Role flags are granted only by an administrator (or, for the first
-- administrators, by the SHOP_ADMIN_EMAILS setting).
CREATE TABLE "users" (
	"uid" text PRIMARY KEY,
	"display_name" text,
	"email" text,
	-- Only when the sign-in provider gave one.
	"phone_number" text,
	"create_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_seller" boolean DEFAULT false NOT NULL,
	"is_purchaser" boolean DEFAULT false NOT NULL,
	"is_content" boolean DEFAULT false NOT NULL,
	"is_driver" boolean DEFAULT false NOT NULL,
	-- Who changed the role flags last, and when (null: never changed by hand).
	"roles_changed_by" text,
	"roles_changed_at" timestamp with time zone
);

CREATE INDEX "users_email" ON "users" (lower("email"));
