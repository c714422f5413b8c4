import { DISCREPANCY_TITLES } from '@shop/shared/purchasing';
import type { AcceptanceFieldsFragment, Discrepancy } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import type { FieldErrors } from '../../../lib/mutation-failure';
import { GoodsLines } from '../../../components/document-columns';
import { QuantityInput } from '../../../components/quantity-input';
import type { AcceptanceLineDraft } from '../hooks/use-acceptance-form';

export interface AcceptanceLinesProps {
  acceptance: AcceptanceFieldsFragment;
  /** The typed lines of a draft; without them the lines are shown read-only. */
  drafts?: readonly AcceptanceLineDraft[];
  errors?: FieldErrors;
  onChange?: (orderLineNo: number, changes: Partial<AcceptanceLineDraft>) => void;
}

/** The acceptance's lines: ordered, already received, accepted now, and any discrepancy. */
export function AcceptanceLines({ acceptance, drafts, errors = {}, onChange }: AcceptanceLinesProps) {
  /** The draft of a line while it is edited. */
  const editing = (index: number) => (onChange ? drafts?.[index] : undefined);
  return (
    <GoodsLines
      lines={acceptance.lines}
      columns={[
        { title: 'Заказано', number: true, cell: (line) => line.ordered },
        {
          title: 'Принято ранее',
          number: true,
          cell: (line) => (acceptance.status === 'POSTED' ? line.orderReceived - line.quantity : line.orderReceived),
        },
        {
          title: 'Принимаем, шт.',
          number: true,
          cell: (line, index) => {
            const draft = editing(index);
            if (!draft || !onChange) return line.quantity;
            return (
              <QuantityInput
                label={`Принимаем: ${line.name}`}
                value={draft.quantity}
                error={errors[`lines.${index}.quantity`]}
                messageId={`acceptance-line-${line.lineNo}-error`}
                onChange={(quantity) => onChange(line.orderLineNo, { quantity })}
              />
            );
          },
        },
        {
          title: 'Расхождение',
          cell: (line, index) => {
            const draft = editing(index);
            if (!draft || !onChange) return line.discrepancy ? DISCREPANCY_TITLES[line.discrepancy] : '—';
            return (
              <select
                aria-label={`Расхождение: ${line.name}`}
                value={draft.discrepancy}
                onChange={(event) =>
                  onChange(line.orderLineNo, { discrepancy: event.target.value as Discrepancy | '' })
                }
              >
                <option value="">Нет</option>
                {Object.entries(DISCREPANCY_TITLES).map(([value, title]) => (
                  <option key={value} value={value}>
                    {title}
                  </option>
                ))}
              </select>
            );
          },
        },
        {
          title: 'Примечание',
          cell: (line, index) => {
            const draft = editing(index);
            if (!draft || !onChange) return line.note ?? '';
            return (
              <input
                aria-label={`Примечание: ${line.name}`}
                value={draft.note}
                onChange={(event) => onChange(line.orderLineNo, { note: event.target.value })}
              />
            );
          },
        },
        {
          title: 'Сумма',
          number: true,
          cell: (line, index) =>
            formatPrice((drafts?.[index] ? Number(drafts[index].quantity) || 0 : line.quantity) * line.price),
        },
      ]}
    />
  );
}
