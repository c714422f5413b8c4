import type { ShipmentFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import type { DraftProps } from '../../../components/document-page';
import { DraftDocumentForm } from '../../../components/draft-document-form';
import type { useShipmentActions } from '../api/use-shipment-actions';
import { checkShipment, shipmentInput, useShipmentForm } from '../hooks/use-shipment-form';
import { ShipmentLines } from './shipment-lines';

/** A draft shipment: how many of each order line go out now; saved, posted or deleted. */
export function ShipmentDraft({
  document: shipment,
  actions,
}: DraftProps<ShipmentFieldsFragment, ReturnType<typeof useShipmentActions>>) {
  const form = useShipmentForm(shipment);
  return (
    <DraftDocumentForm
      kind="shipment"
      locationLabel="Откуда отгружаем"
      document={shipment}
      intro={
        <>
          Укажите, сколько каждого товара уходит сейчас; 0 — строка не отгружается в этот раз. При проведении товар
          спишется со склада, а долг покупателя вырастет на сумму отгрузки.
        </>
      }
      form={form}
      actions={actions}
      check={(posting) => checkShipment(shipment.lines, form.lines, posting)}
      input={() => shipmentInput(form.lines, form.comment)}
    >
      {(errors, goods) => (
        <>
          <ShipmentLines shipment={shipment} drafts={form.lines} errors={errors} onChange={form.setQuantity} />
          <p className={styles.total}>
            Товары: {formatPrice(goods)}
            {shipment.deliveryCost > 0 ? ` · доставка: ${formatPrice(shipment.deliveryCost)}` : ''} · итого:{' '}
            {formatPrice(goods + shipment.deliveryCost)}
          </p>
        </>
      )}
    </DraftDocumentForm>
  );
}
