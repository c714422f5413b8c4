import { formatPrice } from '@shop/shared/ui';

/** The shop as a party of the statement. */
export const SHOP_PARTY = 'ООО «Сантехника»';

/**
 * A balance (ledger sign: positive — the shop owes the counterparty) in whose favour it is, as
 * the statement's last line says it.
 */
export function balanceVerdict(balance: number, counterpartyName: string): string {
  if (balance > 0) return `задолженность ${SHOP_PARTY} перед ${counterpartyName} ${formatPrice(balance)}`;
  if (balance < 0) return `задолженность ${counterpartyName} перед ${SHOP_PARTY} ${formatPrice(-balance)}`;
  return 'взаиморасчёты закрыты';
}

/** A balance in the statement's columns: the counterparty's debt is debit, the shop's is credit. */
export const balanceColumns = (balance: number) => ({
  debit: balance < 0 ? -balance : 0,
  credit: balance > 0 ? balance : 0,
});

/** A figure in a debit or credit cell; an empty cell for nothing. */
export const amountCell = (amount: number) => (amount ? formatPrice(amount) : '');

/** «ИНН 7707083893, КПП 770701001» as far as known; '' for neither. */
export function requisitesOf(party: { inn?: string | null; kpp?: string | null }): string {
  return [party.inn ? `ИНН ${party.inn}` : '', party.kpp ? `КПП ${party.kpp}` : ''].filter(Boolean).join(', ');
}
