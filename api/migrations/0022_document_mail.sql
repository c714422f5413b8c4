-- The messages about an order's documents (api/README.md, «Mail»): the invoice issued (its PDF
-- attached), the return accepted, the refund paid. A message names its document beside its order.

ALTER TABLE "mail_messages" ADD COLUMN "document_nid" integer;
ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_kind_check";
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_kind_check" CHECK ("kind" IN (
	'ORDER_RECEIVED', 'NEW_ORDER_NOTICE', 'ORDER_CONFIRMED', 'ORDER_SHIPPED', 'ORDER_DELIVERED', 'ORDER_CANCELLED',
	'INVOICE_ISSUED', 'RETURN_ACCEPTED', 'REFUND_PAID'
));
