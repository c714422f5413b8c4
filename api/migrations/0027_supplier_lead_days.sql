-- A supplier's lead time (docs/requirements.md, «What shoppers see»): the days from ordering to the goods
-- at the shop. The storefront's «Под заказ, ожидается …» for units no open supplier order brings is today
-- plus the lead time of the supplier the product was last ordered from; none when it names none.
ALTER TABLE "counterparties" ADD COLUMN "lead_days" smallint;
ALTER TABLE "counterparties" ADD CONSTRAINT "counterparties_lead_days" CHECK ("lead_days" IS NULL OR "lead_days" BETWEEN 1 AND 365);
