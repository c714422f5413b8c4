import { nextStatusByDocuments, type OrderDocumentFacts } from '../sync-order-status';

const facts = (changes: Partial<OrderDocumentFacts> = {}): OrderDocumentFacts => ({
  invoiced: false,
  allShipped: false,
  allDelivered: false,
  paidInFull: false,
  ...changes,
});

describe('the status an order’s documents move it to, one step', () => {
  it.each([
    ['NEW', facts(), 'NEW'],
    ['NEW', facts({ invoiced: true }), 'CONFIRMED'],
    ['CONFIRMED', facts({ invoiced: true }), 'CONFIRMED'],
    ['CONFIRMED', facts({ allShipped: true }), 'SHIPPED'],
    ['CONFIRMED', facts({ allShipped: true, allDelivered: true }), 'DELIVERED'],
    ['SHIPPED', facts({ allShipped: true }), 'SHIPPED'],
    ['SHIPPED', facts({ allShipped: true, allDelivered: true }), 'DELIVERED'],
    ['DELIVERED', facts({ allShipped: true, allDelivered: true }), 'DELIVERED'],
    ['DELIVERED', facts({ allShipped: true, allDelivered: true, paidInFull: true }), 'COMPLETED'],
    ['COMPLETED', facts(), 'COMPLETED'],
    ['CANCELLED', facts({ invoiced: true, paidInFull: true }), 'CANCELLED'],
  ] as const)('%s with %p -> %s', (status, known, next) => {
    expect(nextStatusByDocuments(status, known)).toBe(next);
  });

  it('goes back only after a shipment is cancelled: an order set «Отгружен» by hand before documents stays so on a payment', () => {
    expect(nextStatusByDocuments('SHIPPED', facts({ paidInFull: true }))).toBe('SHIPPED');
    expect(nextStatusByDocuments('SHIPPED', facts(), true)).toBe('CONFIRMED');
    expect(nextStatusByDocuments('DELIVERED', facts(), true)).toBe('CONFIRMED');
    expect(nextStatusByDocuments('COMPLETED', facts(), true)).toBe('COMPLETED');
  });
});
