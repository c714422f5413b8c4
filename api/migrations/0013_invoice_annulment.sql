-- Invoices are corrected and annulled («Аннулировать счёт»). An invoice writes no ledger rows, so
-- annulling one only marks it: it stops asking for money, takes no new payments, and no longer
-- counts as its buyer order's invoice (the order may be invoiced again). The API refuses to annul
-- an invoice while a posted payment is allocated to it; the row lock that payment posting takes
-- on the invoice keeps the two from passing each other.

ALTER TABLE "buyer_invoices"
	ADD COLUMN "updated_at" timestamp with time zone,
	ADD COLUMN "updated_by" text,
	ADD COLUMN "updated_by_name" text,
	ADD COLUMN "cancelled_at" timestamp with time zone,
	ADD COLUMN "cancelled_by" text,
	ADD COLUMN "cancelled_by_name" text;

ALTER TABLE "supplier_invoices"
	ADD COLUMN "updated_at" timestamp with time zone,
	ADD COLUMN "updated_by" text,
	ADD COLUMN "updated_by_name" text,
	ADD COLUMN "cancelled_at" timestamp with time zone,
	ADD COLUMN "cancelled_by" text,
	ADD COLUMN "cancelled_by_name" text;

-- A buyer order has at most one standing invoice; annulled ones stay beside it as history.
CREATE UNIQUE INDEX "buyer_invoices_standing_order" ON "buyer_invoices" USING btree ("buyer_order_nid")
	WHERE "cancelled_at" IS NULL;

-- An annulled invoice is final: it is never changed, never deleted, never brought back.
CREATE FUNCTION refuse_annulled_invoice_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.cancelled_at IS NULL THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  RAISE EXCEPTION 'an annulled invoice is never changed (% %)', TG_ARGV[0], OLD.nid;
END;
$$;

CREATE TRIGGER buyer_invoices_annulled BEFORE UPDATE OR DELETE ON buyer_invoices
  FOR EACH ROW EXECUTE FUNCTION refuse_annulled_invoice_change('buyer_invoices');
CREATE TRIGGER supplier_invoices_annulled BEFORE UPDATE OR DELETE ON supplier_invoices
  FOR EACH ROW EXECUTE FUNCTION refuse_annulled_invoice_change('supplier_invoices');
