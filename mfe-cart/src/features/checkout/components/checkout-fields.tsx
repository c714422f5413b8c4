import { normalizePhone, PAYMENT_METHODS, type CheckoutErrors, type CheckoutForm } from '@shop/shared/checkout';
import {
  DELIVERY_METHODS,
  FREE_DELIVERY_THRESHOLD,
  PER_KM_BEYOND_RING_ROAD,
  RING_ROAD_DELIVERY_FEE,
  type DeliveryMethod,
} from '@shop/shared/delivery';
import { SHOP_ADDRESS, SHOP_HOURS } from '@shop/shared/shop-facts';
import { formatPrice } from '@shop/shared/ui';
import { formatPhone } from '../../../lib/phone';
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
  return (
    <div className={styles.fields}>
      <section className={styles.group} aria-labelledby="checkout-contacts">
        <h2 id="checkout-contacts">Контактные данные</h2>
        <TextField
          field="contactName"
          label="Имя"
          autoComplete="name"
          required
          value={form.contactName}
          error={errors.contactName}
          onChange={onChange}
        />
        <TextField
          field="phone"
          label="Телефон"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          hint="Например, +7 (926) 123-45-67. Менеджер позвонит, чтобы подтвердить заказ."
          value={form.phone}
          error={errors.phone}
          onChange={onChange}
          onBlur={() => {
            const normalized = normalizePhone(form.phone);
            if (normalized !== null) onChange('phone', formatPhone(normalized));
          }}
        />
        <TextField
          field="email"
          label="Электронная почта"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={form.email}
          error={errors.email}
          onChange={onChange}
        />
      </section>

      <section className={styles.group} aria-labelledby="checkout-delivery-title">
        <h2 id="checkout-delivery-title">Получение</h2>
        <ChoiceGroup
          field="delivery"
          legend="Способ доставки"
          choices={DELIVERY_METHODS}
          notes={DELIVERY_NOTES}
          value={delivery}
          error={errors.delivery}
          onChange={onChange}
        />
        {delivery === 'PICKUP' ? (
          <p className={styles.pickup}>
            Заберите заказ в нашем магазине: {SHOP_ADDRESS}. {SHOP_HOURS}. Менеджер позвонит, когда заказ будет готов к
            выдаче.
          </p>
        ) : (
          <TextField
            field="address"
            label={delivery === 'TRANSPORT_COMPANY' ? 'Город и адрес получения' : 'Адрес доставки'}
            autoComplete="street-address"
            required={delivery !== ''}
            value={form.address}
            error={errors.address}
            onChange={onChange}
          />
        )}
        {delivery === 'BEYOND_RING_ROAD' ? (
          <TextField
            field="distanceKm"
            label="Расстояние от МКАД, км"
            inputMode="decimal"
            required
            value={form.distanceKm}
            error={errors.distanceKm}
            onChange={onChange}
          />
        ) : null}
        {delivery === 'TRANSPORT_COMPANY' ? (
          <TextField
            field="carrier"
            label="Транспортная компания"
            hint="Например, «СДЭК», «Деловые линии» или «ПЭК»."
            required
            value={form.carrier}
            error={errors.carrier}
            onChange={onChange}
          />
        ) : null}
      </section>

      <section className={styles.group} aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title">Оплата</h2>
        <ChoiceGroup
          field="payment"
          legend="Способ оплаты"
          choices={PAYMENT_METHODS}
          value={form.payment}
          error={errors.payment}
          onChange={onChange}
        />
      </section>

      <TextField
        field="comment"
        label="Комментарий к заказу"
        hint="Необязательно: удобное время звонка, подъезд, этаж."
        multiline
        value={form.comment}
        error={errors.comment}
        onChange={onChange}
      />
    </div>
  );
}
