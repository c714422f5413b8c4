// What a shopper's browser sends the shop's GraphQL, for the failover journey and the soak
// benchmark: the same operations and order form as the storefront, through the shell's server.
import { unitPrice } from '@shop/shared/cart-item';

export interface GraphqlClient {
  /** The answer's data; throws on an HTTP error, a GraphQL error or no answer within 5 s. */
  ask: (query: string, variables?: Record<string, unknown>, token?: string) => Promise<Record<string, unknown>>;
}

export function graphqlClient(graphqlUrl: string): GraphqlClient {
  return {
    ask: async (query, variables = {}, token) => {
      const response = await fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(5_000),
      });
      const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
      if (!response.ok || body.errors || !body.data)
        throw new Error(`${response.status} ${JSON.stringify(body.errors ?? body)}`);
      return body.data;
    },
  };
}

export const OPERATIONS = {
  getProducts: `query getProducts($url: String, $skip: Int, $limit: Int) {
    products(url: $url, skip: $skip, limit: $limit) { _id nid name brand price priceWithAction imageUrl inStock }
    productsCount(url: $url) }`,
  filterCountAll: `query filterCountAll($url: String) { filterCountAll(url: $url) {
    _id optionColName optionColNid count minVal maxVal name rusName urlOptionsToFilter dilemma dilemmaRemoveOption } }`,
  product: 'query product($nid: Int!) { product(nid: $nid) { nid name price priceWithAction } }',
  cartPricing:
    'query cartPricing($nids: [Int!]!) { cartPricing(nids: $nids) { nid product { nid price priceWithAction } } }',
  createBuyerOrder: 'mutation createBuyerOrder($input: BuyerOrderInput!) { createBuyerOrder(input: $input) { nid } }',
  buyerOrders: 'query buyerOrders($limit: Int) { buyerOrders(limit: $limit) { total items { nid } } }',
} as const;

/** An order of one unit of `nid` at the price the shop sells it for now, pickup, cash. */
export async function orderLine(
  client: GraphqlClient,
  nid: number,
): Promise<{ nid: number; quantity: number; price: number }> {
  const data = await client.ask(OPERATIONS.cartPricing, { nids: [nid] });
  const [answer] = data.cartPricing as { product: { price: number; priceWithAction: number | null } | null }[];
  if (!answer?.product) throw new Error(`product ${nid} is not sold`);
  return { nid, quantity: 1, price: unitPrice(answer.product) };
}

export const orderInput = (idempotencyKey: string, line: { nid: number; quantity: number; price: number }) => ({
  idempotencyKey,
  lines: [line],
  contactName: 'Иван Петров',
  phone: '+79261234567',
  email: 'ivan@example.com',
  delivery: 'PICKUP',
  payment: 'CASH',
});
