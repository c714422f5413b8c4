import { print } from 'graphql';
import {
  CreateStockTransferDocument,
  MoveReservationDocument,
  PostStockTransferDocument,
  ProductReservationsDocument,
  type MoveReservationMutation,
  type ProductReservationsQuery,
} from 'mfe-backoffice/graphql';
import { SHOP_NID, WAREHOUSE_NID } from '../../db/schema';
import { CHANGE_BUYER_ORDER_STATUS, placeOrderOver } from '../../testing/buyer-orders-admin';
import { graphqlData, refusalOf } from '../../testing/graphql-over-http';
import { moneyClient } from '../../testing/money-documents';
import { salesClient } from '../../testing/sales-documents';
import { POST_INVENTORY_COUNT, stockOffLedger, waitingWhileFree } from '../../testing/stock-documents';
import { testShop, whileRowHeld } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

// Reservations (docs/requirements.md, «Reservations»): an order holds what is free at the locations
// that serve it and waits for the rest; whatever frees or brings stock serves the waiting lines,
// oldest order first; a shipment takes the reservation with the goods. After every test the stock
// and reservation ledgers agree with their sums (stockOffLedger).

const ORDER_LINES = `query reservedLines($nid: Int!) {
  buyerOrder(nid: $nid) { status lines { nid quantity reserved awaited } }
}`;
const CREATE_TRANSFER = print(CreateStockTransferDocument);
const POST_TRANSFER = print(PostStockTransferDocument);
const MOVE_RESERVATION = print(MoveReservationDocument);
const PRODUCT_RESERVATIONS = print(ProductReservationsDocument);
const RESERVATION_HISTORY = `query reservationHistory($nid: Int!) {
  buyerOrder(nid: $nid) { reservationHistory { nid quantity reason otherOrderNid location { nid } by { name } } }
}`;

/** What the fixture's products cost: an order line at its price. */
const PRICES: Record<number, number> = { 4: 5000, 5: 20_000, 6: 15_000, 7: 7000, 9: 9000 };
const line = (nid: number, quantity: number) => ({ nid, quantity, price: PRICES[nid]! });

describe.each(TEST_ENGINES)('stock reservations (%s)', (engine) => {
  const shop = testShop(engine, { staff: { keeper: ['keeper@shop.test', { isSeller: true, isPurchaser: true }] } });

  const ask = <Data>(query: string, variables: Record<string, unknown> = {}) =>
    graphqlData<Data>(shop.base, query, variables, shop.tokens.keeper);
  /** An order's lines as (reserved, awaited). */
  const held = async (nid: number) =>
    (
      await ask<{ buyerOrder: { lines: { reserved: number; awaited: number }[] } }>(ORDER_LINES, { nid })
    ).buyerOrder.lines.map(({ reserved, awaited }) => [reserved, awaited]);
  /** What an order holds per location, as (location, units). */
  const heldAt = async (orderNid: number) =>
    (
      await shop.database.query<{ location_nid: number; units: number }>(
        `SELECT location_nid, sum(quantity)::integer AS units FROM stock_reservations WHERE order_nid = $1
          GROUP BY 1 HAVING sum(quantity) <> 0 ORDER BY 1`,
        [orderNid],
      )
    ).map((row) => [row.location_nid, row.units]);
  /** A product's stock at a location: (on hand, reserved). */
  const stockAt = async (productNid: number, locationNid: number) => {
    const [row] = await shop.database.query<{ on_hand: number; reserved: number }>(
      'SELECT on_hand, reserved FROM product_stocks WHERE product_nid = $1 AND location_nid = $2',
      [productNid, locationNid],
    );
    return row ? [row.on_hand, row.reserved] : [0, 0];
  };
  const cancelOrder = (nid: number, from = 'NEW') => ask(CHANGE_BUYER_ORDER_STATUS, { nid, from, to: 'CANCELLED' });
  const transfer = async (lines: { nid: number; quantity: number }[], locationNid = WAREHOUSE_NID) => {
    const { createStockTransfer } = await ask<{ createStockTransfer: { nid: number } }>(CREATE_TRANSFER, {
      input: { locationNid, destinationNid: locationNid === WAREHOUSE_NID ? SHOP_NID : WAREHOUSE_NID, lines },
    });
    await ask(POST_TRANSFER, { nid: createStockTransfer.nid });
    return createStockTransfer.nid;
  };
  const count = (nid: number, counted: number) =>
    ask(POST_INVENTORY_COUNT, { input: { lines: [{ nid, counted }], locationNid: WAREHOUSE_NID } });
  const move = (productNid: number, fromOrderNid: number, toOrderNid: number, quantity = 1) =>
    ask<MoveReservationMutation>(MOVE_RESERVATION, { input: { productNid, fromOrderNid, toOrderNid, quantity } });
  const moveRefusal = async (productNid: number, fromOrderNid: number, toOrderNid: number, quantity = 1) =>
    (
      await refusalOf(
        shop.base,
        MOVE_RESERVATION,
        { input: { productNid, fromOrderNid, toOrderNid, quantity } },
        shop.tokens.keeper,
      )
    ).message;
  /** An order's reservation history as (product, units, reason, other order, location, who). */
  const historyOf = async (nid: number) =>
    (
      await ask<{
        buyerOrder: {
          reservationHistory: {
            nid: number;
            quantity: number;
            reason: string;
            otherOrderNid: number | null;
            location: { nid: number };
            by: { name: string } | null;
          }[];
        };
      }>(RESERVATION_HISTORY, { nid })
    ).buyerOrder.reservationHistory.map((row) => [
      row.nid,
      row.quantity,
      row.reason,
      row.otherOrderNid,
      row.location.nid,
      row.by?.name ?? null,
    ]);
  const reservationRows = async () =>
    (await shop.database.query<{ rows: number }>('SELECT count(*)::integer AS rows FROM stock_reservations'))[0]!.rows;

  afterEach(async () => {
    expect(await stockOffLedger(shop.database)).toEqual([]);
    expect(await waitingWhileFree(shop.database)).toEqual([]);
  });

  let first: number;
  let second: number;

  it('a delivered order reserves at the warehouse; an order beyond free stock holds what is left and waits for the rest', async () => {
    first = await placeOrderOver(shop.base, { lines: [line(4, 3)] });
    second = await placeOrderOver(shop.base, { lines: [line(4, 4)] });
    expect(await held(first)).toEqual([[3, 0]]);
    expect(await held(second)).toEqual([[2, 2]]);
    expect(await heldAt(second)).toEqual([[WAREHOUSE_NID, 2]]);
    expect(await stockAt(4, WAREHOUSE_NID)).toEqual([5, 5]);
  });

  it('reserved goods do not leave by a transfer: the refusal names what is free and what is reserved', async () => {
    const { createStockTransfer } = await ask<{ createStockTransfer: { nid: number } }>(CREATE_TRANSFER, {
      input: { lines: [{ nid: 4, quantity: 1 }] },
    });
    const refusal = await refusalOf(shop.base, POST_TRANSFER, { nid: createStockTransfer.nid }, shop.tokens.keeper);
    expect(refusal.message).toBe(
      `Перемещение № ${createStockTransfer.nid} не проведено: товара «Смеситель roca 4» (арт. T-4) в месте хранения «Склад» свободно 0 шт. (ещё 5 шт. в резерве под заказы), а к перемещению 1 шт. — остаток не может стать отрицательным`,
    );
    expect(await stockAt(4, WAREHOUSE_NID)).toEqual([5, 5]);
  });

  it('a cancelled order lets go of its units, and the order waiting for them takes them', async () => {
    await cancelOrder(first);
    expect(await held(first)).toEqual([[0, 0]]);
    expect(await held(second)).toEqual([[4, 0]]);
    expect(await stockAt(4, WAREHOUSE_NID)).toEqual([5, 4]);
    const rows = await shop.database.query<{
      order_nid: number;
      quantity: number;
      reason: string;
      created_by_name: string;
    }>(`SELECT order_nid, quantity, reason, created_by_name FROM stock_reservations WHERE product_nid = 4 ORDER BY id`);
    expect(rows.map((row) => [row.order_nid, row.quantity, row.reason, row.created_by_name])).toEqual([
      [first, 3, 'order', null],
      [second, 2, 'order', null],
      [first, -3, 'order-cancelled', 'keeper'],
      [second, 2, 'stock-arrived', 'keeper'],
    ]);
  });

  it('a shipment takes the reservation out with the goods; cancelling its posting holds them for the order again', async () => {
    const money = moneyClient(shop.base, shop.tokens.keeper);
    const sales = salesClient(shop.base, shop.tokens.keeper);
    await money.invoiceOrder(second);
    const shipment = await sales.shipped({ buyerOrderNid: second, lines: [{ orderLineNo: 1, quantity: 3 }] });
    expect(await held(second)).toEqual([[1, 0]]);
    expect(await stockAt(4, WAREHOUSE_NID)).toEqual([2, 1]);
    await sales.cancelShipment(shipment.nid);
    expect(await held(second)).toEqual([[4, 0]]);
    expect(await stockAt(4, WAREHOUSE_NID)).toEqual([5, 4]);
    // The rest ships, beyond what it held: the free unit goes too, and nothing stays reserved.
    await sales.shipped({ buyerOrderNid: second, lines: [{ orderLineNo: 1, quantity: 4 }] });
    expect(await held(second)).toEqual([[0, 0]]);
    expect(await stockAt(4, WAREHOUSE_NID)).toEqual([1, 0]);
  });

  it('a pickup order reserves only at the shop; a transfer to the shop serves it', async () => {
    const pickup = await placeOrderOver(shop.base, {
      lines: [line(5, 2)],
      delivery: 'PICKUP',
      address: null,
      payment: 'CASH',
    });
    expect(await held(pickup)).toEqual([[0, 2]]);
    await transfer([{ nid: 5, quantity: 3 }]);
    expect(await heldAt(pickup)).toEqual([[SHOP_NID, 2]]);
    expect(await stockAt(5, SHOP_NID)).toEqual([3, 2]);
  });

  it('a delivered order draws on the warehouse first, then the shop', async () => {
    const delivered = await placeOrderOver(shop.base, { lines: [line(5, 3)] });
    expect(await heldAt(delivered)).toEqual([
      [WAREHOUSE_NID, 2],
      [SHOP_NID, 1],
    ]);
    expect(await held(delivered)).toEqual([[3, 0]]);
  });

  it('a count that finds fewer units than are reserved releases the newest order first; a surplus serves it again', async () => {
    const older = await placeOrderOver(shop.base, { lines: [line(7, 2)] });
    const newer = await placeOrderOver(shop.base, { lines: [line(7, 2)] });
    await count(7, 3);
    expect(await held(older)).toEqual([[2, 0]]);
    expect(await held(newer)).toEqual([[1, 1]]);
    await count(7, 6);
    expect(await held(newer)).toEqual([[2, 0]]);
    expect(await stockAt(7, WAREHOUSE_NID)).toEqual([6, 4]);
  });

  it('twenty checkouts at once for five free units: exactly five reserve, fifteen wait, free stock is zero', async () => {
    const orders = await Promise.all(
      Array.from({ length: 20 }, () => placeOrderOver(shop.base, { lines: [line(9, 1)] })),
    );
    const lines = (await Promise.all(orders.map(held))).map((orderLines) => orderLines[0]!);
    expect(lines.filter(([reserved, awaited]) => reserved === 1 && awaited === 0)).toHaveLength(5);
    expect(lines.filter(([reserved, awaited]) => reserved === 0 && awaited === 1)).toHaveLength(15);
    expect(await stockAt(9, WAREHOUSE_NID)).toEqual([5, 5]);
    // The five that hold a unit are the first five to reach the product's row lock: an order's number is
    // taken a moment before (the checkout writes the order, then locks its products), so of orders placed
    // at the same instant a higher number may hold the unit. Each of the five holds it since its placing.
    const rows = await shop.database.query<{ order_nid: number; reason: string }>(
      'SELECT order_nid, reason FROM stock_reservations WHERE product_nid = 9 ORDER BY id',
    );
    expect(rows.map((row) => row.reason)).toEqual(Array.from({ length: 5 }, () => 'order'));
    expect(new Set(rows.map((row) => row.order_nid)).size).toBe(5);
  });

  it('a shipment racing the order’s cancellation: exactly one of them happens, and nothing is left held', async () => {
    const money = moneyClient(shop.base, shop.tokens.keeper);
    const sales = salesClient(shop.base, shop.tokens.keeper);
    const nid = await placeOrderOver(shop.base, { lines: [line(6, 2)] });
    await money.invoiceOrder(nid);
    const draft = await sales.createShipment({ buyerOrderNid: nid });
    const [shipped, cancelled] = await whileRowHeld(shop.url, 'products', 6, () =>
      Promise.allSettled([sales.postShipment(draft.nid), cancelOrder(nid, 'CONFIRMED')]),
    );
    expect([shipped?.status, cancelled?.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect(await held(nid)).toEqual([[0, 0]]);
    expect(await stockAt(6, WAREHOUSE_NID)).toEqual(shipped?.status === 'fulfilled' ? [3, 0] : [5, 0]);
  });

  it('staff give the unit of the oldest holder to a waiting order: the giver waits, both histories keep it with who', async () => {
    const { productReservations } = await ask<ProductReservationsQuery>(PRODUCT_RESERVATIONS, { nid: 9 });
    expect(productReservations.map((row) => [row.location.nid, row.quantity])).toEqual(
      Array.from({ length: 5 }, () => [WAREHOUSE_NID, 1]),
    );
    const holders = productReservations.map((row) => row.order.nid);
    expect(holders).toEqual([...holders].sort((a, b) => a - b));
    const [giver] = holders as [number];
    const { waiting } = (
      await shop.database.query<{ waiting: number }>(
        'SELECT max(order_nid) AS waiting FROM buyer_order_lines WHERE product_nid = 9',
      )
    )[0]!;
    const { moveReservation } = await move(9, giver, waiting);
    expect(moveReservation.lines.map((orderLine) => [orderLine.reserved, orderLine.awaited])).toEqual([[1, 0]]);
    expect(await held(giver)).toEqual([[0, 1]]);
    expect(await historyOf(giver)).toEqual([
      [9, 1, 'ORDER', null, WAREHOUSE_NID, null],
      [9, -1, 'MOVED_OUT', waiting, WAREHOUSE_NID, 'keeper'],
    ]);
    expect(await historyOf(waiting)).toEqual([[9, 1, 'MOVED_IN', giver, WAREHOUSE_NID, 'keeper']]);
    expect(await stockAt(9, WAREHOUSE_NID)).toEqual([5, 5]);
    const after = await ask<ProductReservationsQuery>(PRODUCT_RESERVATIONS, { nid: 9 });
    expect(after.productReservations.map((row) => row.order.nid)).toEqual([...holders.slice(1), waiting]);
  });

  it('a move is refused with the reason, and writes nothing, when it cannot be done', async () => {
    const { productReservations } = await ask<ProductReservationsQuery>(PRODUCT_RESERVATIONS, { nid: 9 });
    const [holder, other] = productReservations.map((row) => row.order.nid) as [number, number];
    const { waiting } = (
      await shop.database.query<{ waiting: number }>(
        `SELECT min(l.order_nid) AS waiting FROM buyer_order_lines l
        WHERE l.product_nid = 9 AND NOT EXISTS (SELECT 1 FROM stock_reservations r WHERE r.order_nid = l.order_nid)`,
      )
    )[0]!;
    const pickup = await placeOrderOver(shop.base, {
      lines: [line(9, 1)],
      delivery: 'PICKUP',
      address: null,
      payment: 'CASH',
    });
    const rows = await reservationRows();
    const goods = 'товара «Смеситель roca 9» (арт. T-9)';
    expect(await moveRefusal(9, holder, other)).toBe(
      `Заказ № ${other} не ждёт ${goods}: всё заказанное уже в резерве или отгружено`,
    );
    expect(await moveRefusal(9, holder, waiting, 2)).toBe(
      `Заказ № ${waiting} ждёт ${goods} только 1 шт., а передать просят 2 шт.`,
    );
    expect(await moveRefusal(9, waiting, pickup)).toBe(
      `Заказ № ${waiting} держит в резерве 0 шт. ${goods}, а передать просят 1 шт.`,
    );
    expect(await moveRefusal(9, holder, pickup)).toBe(
      `Заказ № ${pickup} получает товар только из «Магазин в Химках»: там заказ № ${holder} держит 0 шт. ${goods}, остальное — в другом месте хранения. Сначала переместите товар`,
    );
    expect(await moveRefusal(9, holder, holder)).toBe(
      'Резерв передают в другой заказ: выберите заказ, который его ждёт',
    );
    expect(await moveRefusal(4, holder, waiting)).toBe(`В заказе № ${holder} нет товара «Смеситель roca 4» (арт. T-4)`);
    expect(await moveRefusal(9, holder, waiting, 0)).toBe('Укажите, сколько единиц передать: целое число от 1');
    await cancelOrder(waiting);
    expect(await moveRefusal(9, holder, waiting)).toBe(
      `Заказ № ${waiting} в статусе «Отменён»: резерв передают только между заказами, которые ещё не отгружены`,
    );
    expect(await moveRefusal(9, holder, 999_999)).toBe('Заказ № 999999 не найден');
    expect(await reservationRows()).toBe(rows);
  });

  it('the shop’s unit goes to a pickup order; the delivered order that gave it takes a free unit at the warehouse', async () => {
    // Product 5: the delivered order holds 2 at the warehouse and 1 at the shop, nothing is free.
    const [delivered] = (
      await ask<ProductReservationsQuery>(PRODUCT_RESERVATIONS, { nid: 5 })
    ).productReservations.flatMap((row) => (row.order.delivery === 'PICKUP' ? [] : [row.order.nid])) as [number];
    expect(await heldAt(delivered)).toEqual([
      [WAREHOUSE_NID, 2],
      [SHOP_NID, 1],
    ]);
    await count(5, 3);
    const pickup = await placeOrderOver(shop.base, {
      lines: [line(5, 1)],
      delivery: 'PICKUP',
      address: null,
      payment: 'CASH',
    });
    expect(await held(pickup)).toEqual([[0, 1]]);
    await move(5, delivered, pickup);
    expect(await heldAt(pickup)).toEqual([[SHOP_NID, 1]]);
    expect(await heldAt(delivered)).toEqual([[WAREHOUSE_NID, 3]]);
    expect((await historyOf(delivered)).slice(-2)).toEqual([
      [5, -1, 'MOVED_OUT', pickup, SHOP_NID, 'keeper'],
      [5, 1, 'STOCK_ARRIVED', null, WAREHOUSE_NID, 'keeper'],
    ]);
  });
});
