import { DISCREPANCY_TITLES } from '@shop/shared/purchasing';
import type { AcceptanceFieldsFragment, Discrepancy } from '../../../lib/graphql/operations.generated';
import { GoodsLines } from '../../../components/document-columns';
import { fulfilmentColumns, typedAmountColumn, type DraftLinesEditing } from '../../../components/typed-line-columns';
import type { AcceptanceLineDraft } from '../hooks/use-acceptance-form';

export type AcceptanceLinesProps = { acceptance: AcceptanceFieldsFragment } & DraftLinesEditing<AcceptanceLineDraft>;

/** The acceptance's lines: ordered, already received, accepted now, and any discrepancy. */
export function AcceptanceLines({ acceptance, drafts, errors = {}, onChange }: AcceptanceLinesProps) {
  /** The draft of a line while it is edited. */
  const editing = (index: number) => (onChange ? drafts?.[index] : undefined);
  return (
    <GoodsLines
      lines={acceptance.lines}
      columns={[
        ...fulfilmentColumns('acceptance', acceptance.status, {
          drafts,
          errors,
          onChange: onChange && ((orderLineNo, quantity) => onChange(orderLineNo, { quantity })),
        }),
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
        typedAmountColumn(drafts),
      ]}
    />
  );
}
