import { useEffect, useRef, useState, type FormEvent } from 'react';
import { validateCheckout, type CheckoutErrors, type CheckoutField } from '@shop/shared/checkout';
import { Link, useNavigate } from '@shop/shared/router';
import { shopStore, useShopStore } from '@shop/shared/store';
import { useDocumentTitle } from '@shop/shared/ui';
import { CART_PATH, orderPath, type OrderRouteState } from '../../../lib/cart-paths';
import { orderInput, relevantForm } from '../api/order-input';
import { cartNotice, noticePrices, type CartNotice } from '../cart-notice';
import { dropCheckoutDraft } from '../checkout-draft';
import { useCheckoutDraft } from '../hooks/use-checkout-draft';
import { usePlaceOrder } from '../hooks/use-place-order';
import { CartProblemsNotice } from './cart-problems-notice';
import { CheckoutFields } from './checkout-fields';
import { OrderSummary } from './order-summary';
import styles from './checkout.module.css';

/** Form order: the first field with a problem gets the focus. */
const FIELD_ORDER: CheckoutField[] = [
  'contactName',
  'phone',
  'email',
  'delivery',
  'address',
  'distanceKm',
  'carrier',
  'payment',
  'comment',
];

function focusFirstInvalid(form: HTMLFormElement | null, errors: CheckoutErrors): boolean {
  const field = FIELD_ORDER.find((name) => errors[name]);
  const control = field ? form?.elements.namedItem(field) : null;
  if (!control) return false;
  // A radio group is a RadioNodeList: focus the chosen option, or the first.
  const target =
    control instanceof RadioNodeList
      ? (([...control] as HTMLInputElement[]).find((radio) => radio.checked) ?? control[0])
      : control;
  (target as HTMLElement | undefined)?.focus();
  return true;
}

/** `/cart/checkout`: contacts, delivery and payment for the cart, and the order placed. */
export function CheckoutPage() {
  useDocumentTitle('Оформление заказа', 'Оформление заказа в магазине «Сантехника».');
  const items = useShopStore((state) => state.cartItems);
  const navigate = useNavigate();
  const { draft, setField, attemptKey } = useCheckoutDraft();
  const { placeOrder, sending } = usePlaceOrder();
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<CheckoutErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<CartNotice | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (items.length === 0) {
    return (
      <section className="page" aria-labelledby="checkout-title">
        <h1 id="checkout-title">В корзине пусто</h1>
        <p>Чтобы оформить заказ, добавьте товары в корзину.</p>
        <Link className="button" to="/">
          Перейти в каталог
        </Link>
      </section>
    );
  }

  const { form } = draft;
  // Before the first submit nothing is flagged; after it, messages follow every change.
  const errors: CheckoutErrors = { ...serverErrors, ...(submitted ? validateCheckout(relevantForm(form)) : {}) };
  const unsoldInCart = notice ? items.some((item) => notice.unsold.some((line) => line.nid === item.nid)) : false;

  const changeField = (field: CheckoutField, value: string) => {
    setField(field, value);
    if (serverErrors[field]) setServerErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // Only the form's own checks hold the order back; the server checks again what is sent.
    if (focusFirstInvalid(formRef.current, validateCheckout(relevantForm(form)))) return;
    if (unsoldInCart) {
      noticeRef.current?.focus();
      return;
    }
    const sent = items;
    const outcome = await placeOrder(() => {
      const idempotencyKey = attemptKey();
      setUnavailable(false);
      setServerErrors({});
      setOtherErrors([]);
      setNotice(null);
      return orderInput(form, sent, idempotencyKey);
    });
    if (outcome === null) return; // a repeat click while the order was on its way
    switch (outcome.kind) {
      case 'placed': {
        void navigate(orderPath(outcome.order.number), { state: { order: outcome.order } satisfies OrderRouteState });
        shopStore.getState().clear();
        dropCheckoutDraft();
        return;
      }
      case 'fields':
        setServerErrors(outcome.fieldErrors);
        setOtherErrors(outcome.otherErrors);
        focusFirstInvalid(formRef.current, outcome.fieldErrors);
        return;
      case 'cart': {
        const found = cartNotice(outcome.problems, sent);
        shopStore.getState().repriceItems(noticePrices(found));
        setNotice(found);
        return;
      }
      case 'unavailable':
        setUnavailable(true);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 id="checkout-title">Оформление заказа</h1>
        <Link to={CART_PATH}>Вернуться в корзину</Link>
      </div>
      {notice ? <CartProblemsNotice ref={noticeRef} notice={notice} items={items} /> : null}
      {otherErrors.length > 0 ? (
        <div role="alert" className={styles.failure}>
          {otherErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <form ref={formRef} className={styles.layout} aria-labelledby="checkout-title" noValidate onSubmit={submit}>
        <CheckoutFields form={form} errors={errors} onChange={changeField} />
        <aside className={styles.aside}>
          <OrderSummary items={items} form={form} />
          {unavailable ? (
            <p role="alert" className={styles.failure}>
              Не удалось оформить заказ: сервер недоступен. Ваша корзина и введённые данные сохранены — попробуйте ещё
              раз.
            </p>
          ) : null}
          <button type="submit" className={`button ${styles.submit}`} disabled={sending} aria-busy={sending}>
            {sending ? 'Оформляем…' : 'Подтвердить заказ'}
          </button>
        </aside>
      </form>
    </div>
  );
}
