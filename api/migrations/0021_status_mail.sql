-- The messages of an order's status changes (api/README.md, «Mail»): confirmed, handed for delivery,
-- delivered (or handed over at pickup), cancelled; each queued with the status change that causes it.

ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_kind_check";
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_kind_check" CHECK ("kind" IN (
	'ORDER_RECEIVED', 'NEW_ORDER_NOTICE', 'ORDER_CONFIRMED', 'ORDER_SHIPPED', 'ORDER_DELIVERED', 'ORDER_CANCELLED'
));
