import { formatPrice } from '@shop/shared/ui';

/**
 * A balance (ledger sign: positive — the shop owes the counterparty) in whose favour it is, as
 * the statement's last line says it; `shop` is the shop's legal name (its requisites).
 */
export function balanceVerdict(balance: number, counterpartyName: string, shop: string): string {
  if (balance > 0) return `задолженность ${shop} перед ${counterpartyName} ${formatPrice(balance)}`;
  if (balance < 0) return `задолженность ${counterpartyName} перед ${shop} ${formatPrice(-balance)}`;
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
