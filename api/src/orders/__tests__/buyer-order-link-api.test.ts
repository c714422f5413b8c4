import { print } from 'graphql';
import { BuyerOrderByLinkDocument, type BuyerOrderByLinkQuery } from 'mfe-cart/graphql';
import { staffSignIn, type EmulatorAccount } from '../../testing/auth-tokens';
import { placeOrderOver } from '../../testing/buyer-orders-admin';
import { graphqlData, graphqlError } from '../../testing/graphql-over-http';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';
import { orderLinkKey } from '../../mail/order-link';

const BUYER_ORDER_BY_LINK = print(BuyerOrderByLinkDocument);
const REVOKE = 'mutation revoke($nid: Int!) { revokeBuyerOrderLink(nid: $nid) { nid } }';

describe.each(TEST_ENGINES)('an order opened from its e-mail’s link (%s)', (engine) => {
  const shop = testShop(engine);
  let seller: EmulatorAccount;
  let nid: number;
  let otherNid: number;
  const keyOf = (order: number, linkVersion = 1) => orderLinkKey(shop.database.db, { nid: order, linkVersion });
  const opened = async (number: string, key: string) =>
    (await graphqlData<BuyerOrderByLinkQuery>(shop.base, BUYER_ORDER_BY_LINK, { number, key })).buyerOrderByLink;

  beforeAll(async () => {
    seller = await staffSignIn(shop.database, 'link-seller@shop.test', { isSeller: true });
    nid = await placeOrderOver(shop.base, { email: 'guest@example.ru' });
    otherNid = await placeOrderOver(shop.base, { email: 'other@example.ru' });
  });

  it('opens that order, and only it, without sign-in', async () => {
    const order = await opened(String(nid), await keyOf(nid));
    expect(order).toMatchObject({ nid, number: String(nid), email: 'guest@example.ru', status: 'NEW' });
    expect(order?.lines).toHaveLength(1);
  });

  it('is nothing for a changed key, another order’s key or a key of the wrong shape', async () => {
    const key = await keyOf(nid);
    const changed = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [changed, await keyOf(otherNid), '', 'x', `${key}=`, key.toLowerCase(), `${key.slice(0, 42)}й`])
      expect(await opened(String(nid), wrong)).toBeNull();
    for (const number of ['', '0', '99999999', `${nid} `, `0${nid}`, '1e4', 'Заказ'])
      expect(await opened(number, key)).toBeNull();
  });

  it('staff revoke a link: the old key opens nothing, the next version’s does; a guest may not', async () => {
    const guest = await graphqlError(shop.base, REVOKE, { nid: otherNid });
    expect(guest.extensions?.code).toBe('UNAUTHENTICATED');
    const before = await keyOf(otherNid);
    expect(await opened(String(otherNid), before)).not.toBeNull();
    await graphqlData(shop.base, REVOKE, { nid: otherNid }, seller.idToken);
    expect(await opened(String(otherNid), before)).toBeNull();
    expect(await opened(String(otherNid), await keyOf(otherNid, 2))).toMatchObject({ nid: otherNid });
    const missing = await graphqlError(shop.base, REVOKE, { nid: 1 }, seller.idToken);
    expect(missing.extensions?.code).toBe('NOT_FOUND');
  });
});
