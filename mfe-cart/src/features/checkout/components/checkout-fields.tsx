import {
  formatPhone,
  normalizePhone,
  PAYMENT_METHODS,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
} from '@shop/shared/checkout';
import {
  DELIVERY_METHODS,
  FREE_DELIVERY_THRESHOLD,
  PER_KM_BEYOND_RING_ROAD,
  RING_ROAD_DELIVERY_FEE,
  type DeliveryMethod,
} from '@shop/shared/delivery';
import { SHOP_ADDRESS, SHOP_HOURS } from '@shop/shared/shop-facts';
import { formatPrice } from '@shop/shared/ui';
import { ChoiceGroup, TextField, type ChangeField } from './form-controls';
import styles from './checkout.module.css';

const DELIVERY_NOTES: Record<DeliveryMethod, string> = {
  PICKUP: 'Бесплатно',
  RING_ROAD: `${formatPrice(RING_ROAD_DELIVERY_FEE)}, от ${formatPrice(FREE_DELIVERY_THRESHOLD)} — бесплатно`,
  BEYOND_RING_ROAD: `Как в пределах МКАД и ${formatPrice(PER_KM_BEYOND_RING_ROAD)} за каждый километр от МКАД`,
  TRANSPORT_COMPANY: 'По тарифам перевозчика, оплачивается ему напрямую',
};

export interface CheckoutFieldsProps {
  form: CheckoutForm;
  errors: CheckoutErrors;
  onChange: ChangeField;
}

/** Who orders, how the goods reach them and how they pay. */
export function CheckoutFields({ form, errors, onChange }: CheckoutFieldsProps) {
  const { delivery } = form;
  /** What ties a control to its field of the form: its name, value, error and the change handler. */
  const bind = <Field extends CheckoutField>(field: Field) => ({
    field,
    value: form[field],
    error: errors[field],
    onChange,
  });
  return (
    <div className={styles.fields}>
      <section className={styles.group} aria-labelledby="checkout-contacts">
        <h2 id="checkout-contacts">Контактные данные</h2>
        <TextField {...bind('contactName')} label="Имя" autoComplete="name" required />
        <TextField
          {...bind('phone')}
          label="Телефон"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          hint="Например, +7 (926) 123-45-67. Менеджер позвонит, чтобы подтвердить заказ."
          onBlur={() => {
            const normalized = normalizePhone(form.phone);
            if (normalized !== null) onChange('phone', formatPhone(normalized));
          }}
        />
        <TextField
          {...bind('email')}
          label="Электронная почта"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
      </section>

      <section className={styles.group} aria-labelledby="checkout-delivery-title">
        <h2 id="checkout-delivery-title">Получение</h2>
        <ChoiceGroup {...bind('delivery')} legend="Способ доставки" choices={DELIVERY_METHODS} notes={DELIVERY_NOTES} />
        {delivery === 'PICKUP' ? (
          <p className={styles.pickup}>
            Заберите заказ в нашем магазине: {SHOP_ADDRESS}. {SHOP_HOURS}. Менеджер позвонит, когда заказ будет готов к
            выдаче.
          </p>
        ) : (
          <TextField
            {...bind('address')}
            label={delivery === 'TRANSPORT_COMPANY' ? 'Город и адрес получения' : 'Адрес доставки'}
            autoComplete="street-address"
            required={delivery !== ''}
          />
        )}
        {delivery === 'BEYOND_RING_ROAD' ? (
          <TextField {...bind('distanceKm')} label="Расстояние от МКАД, км" inputMode="decimal" required />
        ) : null}
        {delivery === 'TRANSPORT_COMPANY' ? (
          <TextField
            {...bind('carrier')}
            label="Транспортная компания"
            hint="Например, «СДЭК», «Деловые линии» или «ПЭК»."
            required
          />
        ) : null}
      </section>

      <section className={styles.group} aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title">Оплата</h2>
        <ChoiceGroup {...bind('payment')} legend="Способ оплаты" choices={PAYMENT_METHODS} />
      </section>

      <TextField
        {...bind('comment')}
        label="Комментарий к заказу"
        hint="Необязательно: удобное время звонка, подъезд, этаж."
        multiline
      />
    </div>
  );
}
