import { formatPrice } from '@shop/shared/ui';
import type { BuyerOrderEditFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatMoment } from '../../../lib/dates';
import styles from './buyer-orders.module.css';

/** «было → стало» of a sum, or the sum alone when it stayed. */
const sumChange = (from: number, to: number) =>
  from === to ? formatPrice(to) : `${formatPrice(from)} → ${formatPrice(to)}`;

/** The order's quantity edits: when, who, each line's quantity and the totals before → after. */
export function EditHistory({ edits }: { edits: readonly BuyerOrderEditFieldsFragment[] }) {
  if (edits.length === 0) return null;
  return (
    <section aria-labelledby="edit-history-title">
      <h2 id="edit-history-title">Изменения заказа</h2>
      <ol className={styles.history} aria-label="Изменения заказа">
        {edits.map((edit) => (
          <li key={`${edit.changedAt}-${edit.changedBy.uid}`}>
            {formatMoment(edit.changedAt)}, {edit.changedBy.name}:{' '}
            {edit.lines.map((line) => `«${line.name}» ${line.from} → ${line.to} шт.`).join('; ')}; товары{' '}
            {sumChange(edit.goodsTotalFrom, edit.goodsTotalTo)}, доставка{' '}
            {sumChange(edit.deliveryCostFrom, edit.deliveryCostTo)}
          </li>
        ))}
      </ol>
    </section>
  );
}
