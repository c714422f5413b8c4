import type { AcceptanceFieldsFragment, ShipmentFieldsFragment } from '../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import type { FieldErrors } from '../lib/mutation-failure';
import type { Column } from './data-table';
import { QuantityInput } from './quantity-input';

type AcceptanceLine = AcceptanceFieldsFragment['lines'][number];
type ShipmentLine = ShipmentFieldsFragment['lines'][number];

/**
 * The documents that fulfil an order, and how their lines show it: «Принято ранее» — how many of the order line posted
 * documents have moved, this one included; «Принимаем» — the quantity's column and its field's label.
 */
const FULFILMENTS = {
  acceptance: { before: 'Принято ранее', verb: 'Принимаем', movedOf: (line: AcceptanceLine) => line.orderReceived },
  shipment: { before: 'Отгружено ранее', verb: 'Отгружаем', movedOf: (line: ShipmentLine) => line.orderShipped },
};

type Fulfilments = typeof FULFILMENTS;
type LineOf<Kind extends keyof Fulfilments> = Parameters<Fulfilments[Kind]['movedOf']>[0];

/** What a document's page hands its lines table while the document is a draft; without it the lines are read-only. */
export interface DraftLinesEditing<Draft, Change = Partial<Draft>> {
  /** The typed lines, in the order of the document's lines. */
  drafts?: readonly Draft[] | undefined;
  errors?: FieldErrors | undefined;
  /** A change to the typed line of an order line. */
  onChange?: ((orderLineNo: number, change: Change) => void) | undefined;
}

/**
 * «Заказано», «… ранее», «…, шт.»: the order line's count, what earlier documents moved of it, and what this document
 * moves (typed while it is a draft). A posted document's own quantity is among those moved, and is taken off.
 */
export function fulfilmentColumns<Kind extends keyof Fulfilments>(
  kind: Kind,
  status: string,
  { drafts, errors = {}, onChange }: DraftLinesEditing<{ quantity: string }, string>,
): Column<LineOf<Kind>>[] {
  const { before, verb } = FULFILMENTS[kind];
  const movedOf = FULFILMENTS[kind].movedOf as (line: LineOf<Kind>) => number;
  const posted = status === 'POSTED';
  return [
    { title: 'Заказано', number: true, cell: (line) => line.ordered },
    {
      title: before,
      number: true,
      cell: (line) => (posted ? movedOf(line) - line.quantity : movedOf(line)),
    },
    {
      title: `${verb}, шт.`,
      number: true,
      cell: (line, index) => {
        const draft = drafts?.[index];
        if (!draft || !onChange) return line.quantity;
        return (
          <QuantityInput
            label={`${verb}: ${line.name}`}
            value={draft.quantity}
            error={errors[`lines.${index}.quantity`]}
            messageId={`${kind}-line-${line.lineNo}-error`}
            onChange={(quantity) => onChange(line.orderLineNo, quantity)}
          />
        );
      },
    },
  ];
}

/** «Сумма»: a draft line's typed quantity (0 while not a number) at the line's price, or the saved line's amount. */
export const typedAmountColumn = <Line extends { quantity: number; price: number }>(
  drafts: readonly { quantity: string }[] | undefined,
): Column<Line> => ({
  title: 'Сумма',
  number: true,
  cell: (line, index) => {
    const draft = drafts?.[index];
    return formatPrice((draft ? Number(draft.quantity) || 0 : line.quantity) * line.price);
  },
});
