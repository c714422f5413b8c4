-- The link an order's e-mail gives its buyer (api/README.md, «Mail»): /cart/order/<number>?key=<key>,
-- the key an HMAC of the order's nid and link version under the shop's own secret, so the link opens
-- that order alone and a changed key opens nothing. Revoking the link moves the version on: the
-- old key stops working, the next message carries a new one. The secret is made here, once per
-- database, from the server's strong random source: every instance reads the same one, a restart
-- keeps it, and no setting has to carry it.

ALTER TABLE "buyer_orders" ADD COLUMN "link_version" integer DEFAULT 1 NOT NULL;

CREATE TABLE "shop_secrets" (
	"name" text PRIMARY KEY,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

INSERT INTO "shop_secrets" ("name", "secret")
VALUES ('order-link', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- Who asked for a message to be sent once more («Отправить ещё раз» in the order's card): null for
-- the messages an event queued.
ALTER TABLE "mail_messages" ADD COLUMN "requested_by_name" text;
