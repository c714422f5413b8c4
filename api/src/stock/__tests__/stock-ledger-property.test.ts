import fc from 'fast-check';
import { print } from 'graphql';
import {
  ChangeBuyerOrderQuantitiesDocument,
  CreateStockTransferDocument,
  PostStockTransferDocument,
  type AcceptanceFieldsFragment,
} from 'mfe-backoffice/graphql';
import { SHOP_NID, WAREHOUSE_NID } from '../../db/schema';
import { CHANGE_BUYER_ORDER_STATUS, placeOrderOver } from '../../testing/buyer-orders-admin';
import { buyerReturnClient } from '../../testing/buyer-return-documents';
import { fieldCaller, graphqlData, refusalOf } from '../../testing/graphql-over-http';
import { moneyClient } from '../../testing/money-documents';
import { INN, P, purchasingClient } from '../../testing/purchasing-documents';
import { S, salesClient } from '../../testing/sales-documents';
import { POST_INVENTORY_COUNT, stockOffLedger, waitingWhileFree } from '../../testing/stock-documents';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

// The stock and reservation ledgers under random work (docs/requirements.md, «Reservations»):
// sequences of acceptances, orders, quantity edits, cancellations, shipments and their cancellations,
// buyer returns, transfers and counts across both locations, through the API as the back-office calls it. After
// every step: on hand per product and location equals a plain model's figure (which knows only what
// each document moved), every ledger agrees with its sums, no line holds more than it has left to
// ship, free stock is never below zero (the database refuses it), and no line waits while a location
// that serves it has free units. An operation the model says must be refused (too little free
// stock) is refused with its Russian message, and one it says must pass passes.

const CREATE_TRANSFER = print(CreateStockTransferDocument);
const POST_TRANSFER = print(PostStockTransferDocument);
const CHANGE_QUANTITIES = print(ChangeBuyerOrderQuantitiesDocument);
const PRODUCTS = [4, 5] as const;
const PRICES: Record<number, number> = { 4: 5000, 5: 20_000 };
const LOCATIONS = [WAREHOUSE_NID, SHOP_NID] as const;

const product = fc.constantFrom(...PRODUCTS);
const location = fc.constantFrom(...LOCATIONS);
const units = fc.integer({ min: 1, max: 4 });
// Orders, cancellations and shipments come more often than the rest, so that lines wait and compete.
const step = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('accept' as const), product, quantity: units, location }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      lines: fc.uniqueArray(fc.record({ product, quantity: fc.integer({ min: 1, max: 6 }) }), {
        minLength: 1,
        maxLength: 2,
        selector: (line) => line.product,
      }),
      pickup: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      line: fc.nat(),
      quantity: fc.integer({ min: 1, max: 6 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('ship' as const), pick: fc.nat(), location }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelShipment' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('return' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('transfer' as const), product, quantity: units, from: location }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('count' as const),
      product,
      location,
      counted: fc.integer({ min: 0, max: 8 }),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

interface Shipment {
  nid: number;
  locationNid: number;
  lines: { lineNo: number; product: number; quantity: number }[];
  returned: boolean;
}
interface Order {
  nid: number;
  invoiced: boolean;
  lines: { lineNo: number; product: number; quantity: number }[];
  shipments: Shipment[];
}

const key = (productNid: number, locationNid: number) => `${productNid}:${locationNid}`;
const pickOf = <T>(items: readonly T[], pick: number): T | undefined => items[pick % Math.max(items.length, 1)];

describe.each(TEST_ENGINES)('the stock and reservation ledgers under random work (%s)', (engine) => {
  const shop = testShop(engine, { staff: { keeper: ['keeper@shop.test', { isSeller: true, isPurchaser: true }] } });

  it('keep their identities after every step of random sequences, as the model expects', async () => {
    const call = fieldCaller(shop.base, shop.tokens.keeper);
    const ask = <Data>(query: string, variables: Record<string, unknown>) =>
      graphqlData<Data>(shop.base, query, variables, shop.tokens.keeper);
    const purchasing = purchasingClient(shop.base, shop.tokens.keeper);
    const sales = salesClient(shop.base, shop.tokens.keeper);
    const money = moneyClient(shop.base, shop.tokens.keeper);
    const returns = buyerReturnClient(shop.base, shop.tokens.keeper);
    const supplier = await purchasing.createSupplier('ООО «Поставщик»', INN.sber);

    const stocks = async () =>
      new Map(
        (
          await shop.database.query<{ product_nid: number; location_nid: number; on_hand: number; reserved: number }>(
            'SELECT product_nid, location_nid, on_hand, reserved FROM product_stocks',
          )
        ).map((row) => [key(row.product_nid, row.location_nid), row]),
      );
    const freeAt = async (productNid: number, locationNid: number) => {
      const row = (await stocks()).get(key(productNid, locationNid));
      return row ? row.on_hand - row.reserved : 0;
    };
    const heldBy = async (orderNid: number, lineNo: number, locationNid: number) =>
      (
        await shop.database.query<{ units: number }>(
          `SELECT coalesce(sum(quantity), 0)::integer AS units FROM stock_reservations
            WHERE order_nid = $1 AND line_no = $2 AND location_nid = $3`,
          [orderNid, lineNo, locationNid],
        )
      )[0]!.units;
    const statusOf = async (nid: number) =>
      (await shop.database.query<{ status: string }>('SELECT status FROM buyer_orders WHERE nid = $1', [nid]))[0]!
        .status;
    const refused = async (query: string, variables: Record<string, unknown>) =>
      (await refusalOf(shop.base, query, variables, shop.tokens.keeper)).message;

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (steps) => {
        // The model starts from what the database holds now (earlier runs' orders stay open beside).
        const onHand = new Map([...(await stocks())].map(([at, row]) => [at, row.on_hand]));
        const move = (productNid: number, locationNid: number, quantity: number) =>
          onHand.set(key(productNid, locationNid), (onHand.get(key(productNid, locationNid)) ?? 0) + quantity);
        const orders: Order[] = [];
        const standing = () =>
          orders.flatMap((order) => order.shipments.filter((one) => one.nid > 0).map((one) => ({ order, one })));

        const run = async (next: Step) => {
          switch (next.kind) {
            case 'accept': {
              const order = await purchasing.placedOrder(supplier.nid, [
                { nid: next.product, quantity: next.quantity, price: 1000 },
              ]);
              const draft = await call<AcceptanceFieldsFragment>(P.createAcceptance, {
                input: { supplierOrderNid: order.nid, locationNid: next.location },
              });
              await purchasing.postAcceptance(draft.nid);
              move(next.product, next.location, next.quantity);
              return;
            }
            case 'order': {
              const lines = next.lines.map((line) => ({
                nid: line.product,
                quantity: line.quantity,
                price: PRICES[line.product]!,
              }));
              const nid = await placeOrderOver(
                shop.base,
                next.pickup ? { lines, delivery: 'PICKUP', address: null } : { lines },
              );
              orders.push({
                nid,
                invoiced: false,
                lines: next.lines.map((line, index) => ({ lineNo: index + 1, ...line })),
                shipments: [],
              });
              return;
            }
            case 'cancel': {
              const open = orders.filter((order) => !order.shipments.some((one) => one.nid > 0));
              const order = pickOf(open, next.pick);
              if (!order) return;
              await ask(CHANGE_BUYER_ORDER_STATUS, {
                nid: order.nid,
                from: await statusOf(order.nid),
                to: 'CANCELLED',
              });
              orders.splice(orders.indexOf(order), 1);
              return;
            }
            case 'edit': {
              // Quantities change until the order is invoiced (the shipping step invoices it first).
              const order = pickOf(
                orders.filter((one) => !one.invoiced),
                next.pick,
              );
              const line = order && pickOf(order.lines, next.line);
              if (!order || !line || line.quantity === next.quantity) return;
              await ask(CHANGE_QUANTITIES, {
                nid: order.nid,
                lines: [{ lineNo: line.lineNo, from: line.quantity, to: next.quantity }],
              });
              line.quantity = next.quantity;
              return;
            }
            case 'ship': {
              const left = (order: Order) =>
                order.lines
                  .map((line) => ({
                    ...line,
                    quantity:
                      line.quantity -
                      order.shipments
                        .filter((one) => one.nid > 0)
                        .flatMap((one) => one.lines)
                        .filter((shipped) => shipped.lineNo === line.lineNo)
                        .reduce((sum, shipped) => sum + shipped.quantity, 0),
                  }))
                  .filter((line) => line.quantity > 0);
              const order = pickOf(
                orders.filter((one) => left(one).length > 0),
                next.pick,
              );
              if (!order) return;
              if (!order.invoiced) {
                await money.invoiceOrder(order.nid);
                order.invoiced = true;
              }
              const lines = left(order);
              let fits = true;
              for (const line of lines)
                if (
                  line.quantity >
                  (await freeAt(line.product, next.location)) + (await heldBy(order.nid, line.lineNo, next.location))
                )
                  fits = false;
              const input = {
                buyerOrderNid: order.nid,
                locationNid: next.location,
                lines: lines.map((line) => ({ orderLineNo: line.lineNo, quantity: line.quantity })),
              };
              const draft = await sales.createShipment(input);
              if (!fits) {
                expect(await refused(S.postShipment, { nid: draft.nid })).toMatch(/^Не хватает товара для отгрузки/);
                await call(S.deleteShipment, { nid: draft.nid });
                return;
              }
              await sales.postShipment(draft.nid);
              for (const line of lines) move(line.product, next.location, -line.quantity);
              order.shipments.push({ nid: draft.nid, locationNid: next.location, lines, returned: false });
              return;
            }
            case 'cancelShipment': {
              const found = pickOf(
                standing().filter(({ one }) => !one.returned),
                next.pick,
              );
              if (!found) return;
              await sales.cancelShipment(found.one.nid);
              for (const line of found.one.lines) move(line.product, found.one.locationNid, line.quantity);
              found.one.nid = -found.one.nid;
              return;
            }
            case 'return': {
              const found = pickOf(
                standing().filter(({ one }) => !one.returned),
                next.pick,
              );
              if (!found) return;
              const [first] = found.one.lines;
              await returns.posted(found.one.nid, [{ shipmentLineNo: 1, quantity: 1, reason: 'NOT_SUITABLE' }]);
              move(first!.product, found.one.locationNid, 1);
              found.one.returned = true;
              return;
            }
            case 'transfer': {
              const to = next.from === WAREHOUSE_NID ? SHOP_NID : WAREHOUSE_NID;
              const fits = next.quantity <= (await freeAt(next.product, next.from));
              const { createStockTransfer } = await ask<{ createStockTransfer: { nid: number } }>(CREATE_TRANSFER, {
                input: {
                  locationNid: next.from,
                  destinationNid: to,
                  lines: [{ nid: next.product, quantity: next.quantity }],
                },
              });
              if (!fits) {
                expect(await refused(POST_TRANSFER, { nid: createStockTransfer.nid })).toMatch(
                  /не проведено: товара .* — остаток не может стать отрицательным$/,
                );
                return;
              }
              await ask(POST_TRANSFER, { nid: createStockTransfer.nid });
              move(next.product, next.from, -next.quantity);
              move(next.product, to, next.quantity);
              return;
            }
            case 'count': {
              await ask(POST_INVENTORY_COUNT, {
                input: { lines: [{ nid: next.product, counted: next.counted }], locationNid: next.location },
              });
              onHand.set(key(next.product, next.location), next.counted);
              return;
            }
          }
        };

        for (const next of steps) {
          await run(next);
          const now = await stocks();
          for (const productNid of PRODUCTS)
            for (const locationNid of LOCATIONS) {
              const at = key(productNid, locationNid);
              expect([next.kind, at, now.get(at)?.on_hand ?? 0]).toEqual([next.kind, at, onHand.get(at) ?? 0]);
            }
          expect(await stockOffLedger(shop.database)).toEqual([]);
          expect(await waitingWhileFree(shop.database)).toEqual([]);
        }
      }),
      // Each run goes on from the database the last one left; a failure is reported as found (shrinking
      // would replay steps against a database that has moved on).
      { numRuns: 8, endOnFailure: true },
    );
    // The runs changed quantities, not only skipped the step (some twenty edits are drawn).
    const [edits] = await shop.database.query<{ edits: number }>(
      'SELECT count(*)::integer AS edits FROM buyer_order_edits',
    );
    expect(edits!.edits).toBeGreaterThan(0);
  }, 300_000);
});
