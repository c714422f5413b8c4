import { formatPrice } from '@shop/shared/ui';

/** The link to pay an order by card, as the API gives it (staff sent it from the bank's account). */
export interface CardPaymentOffered {
  url: string;
  amount: number;
}

/**
 * «Оплатить картой»: the acquiring bank's payment page for a confirmed card order, once staff sent its
 * link (docs/requirements.md, «Paying by card»). The API keeps only https links to the bank's hosts; a
 * link of any other kind is not shown.
 */
export function CardPaymentOffer({ payment }: { payment: CardPaymentOffered | null | undefined }) {
  if (!payment?.url.startsWith('https://')) return null;
  return (
    <p>
      <a className="button" href={payment.url} rel="noopener noreferrer">
        Оплатить картой {formatPrice(payment.amount)}
      </a>{' '}
      Откроется защищённая страница оплаты банка.
    </p>
  );
}
