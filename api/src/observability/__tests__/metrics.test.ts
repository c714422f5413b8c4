// /metrics in Prometheus's text format (README: "Deploying the shop"): the series are there and
// move with traffic; names a client makes up cannot grow the series; the browsers' reports of
// remote load failures are counted.
import { postGraphql } from '../../testing/graphql-over-http';
import { testShop } from '../../testing/test-api';

const shop = testShop('pglite');

const scrape = async () => {
  const response = await fetch(`${shop.base}/metrics`);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};
/** A series' value, 0 when absent. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};
/** A named operation, as the shop's clients send them. */
const named = (operationName: string, query: string) =>
  fetch(`${shop.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, operationName }),
  });
const query = (operationName: string) =>
  named(operationName, `query ${operationName} { productsCount(url: "/smesiteli") }`);

describe('/metrics', () => {
  it('has every series the operators rely on', async () => {
    await query('catalogCount');
    const text = await scrape();
    for (const name of [
      'shop_graphql_operations_total',
      'shop_graphql_operation_duration_seconds',
      'shop_graphql_errors_total',
      'shop_catalog_cache_lookups_total',
      'shop_catalog_answers_total',
      'shop_catalog_indexes_total',
      'shop_remote_load_failures_total',
      'shop_db_pool_connections',
      'shop_graphql_sockets',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(valueOf(text, 'shop_db_pool_connections{state="total"}')).toBe(1);
    expect(valueOf(text, 'shop_graphql_sockets')).toBe(0);
  });

  it('counts operations by name with their latency, and the catalogue cache’s misses then hits', async () => {
    const before = await scrape();
    await query('countSmesiteli');
    await query('countSmesiteli');
    const after = await scrape();
    expect(valueOf(after, 'shop_graphql_operations_total{operation="countSmesiteli",outcome="ok"}')).toBe(2);
    expect(valueOf(after, 'shop_graphql_operation_duration_seconds_count{operation="countSmesiteli"}')).toBe(2);
    expect(valueOf(after, 'shop_catalog_cache_lookups_total{result="hit"}')).toBeGreaterThan(
      valueOf(before, 'shop_catalog_cache_lookups_total{result="hit"}'),
    );
  });

  it('counts catalogue answers by the database until the engine has read its index, then by the index', async () => {
    const filters = ['grohe', 'hansgrohe', 'dlya-vanni', 'dlya-rakovini', 'grohe?color=hrom', 'hansgrohe?color=hrom'];
    await query('firstCount');
    const before = await scrape();
    expect(valueOf(before, 'shop_catalog_answers_total{by="database"}')).toBeGreaterThan(0);
    // Each a URL the per-version cache has not seen, until the index answers one.
    for (const filter of filters) {
      await named('anotherCount', `query anotherCount { productsCount(url: "/smesiteli/${filter}") }`);
      if (valueOf(await scrape(), 'shop_catalog_answers_total{by="index"}') > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const after = await scrape();
    expect(valueOf(after, 'shop_catalog_answers_total{by="index"}')).toBeGreaterThan(0);
    expect(valueOf(after, 'shop_catalog_indexes_total{made="read"}')).toBe(1);
    expect(valueOf(after, 'shop_catalog_indexes_total{made="patched"}')).toBe(0);
  });

  it('counts errors by code', async () => {
    const before = valueOf(await scrape(), 'shop_graphql_errors_total{code="NOT_FOUND"}');
    await named('missing', 'query missing { productsCount(url: "/net-takoj-kategorii") }');
    const after = await scrape();
    expect(valueOf(after, 'shop_graphql_errors_total{code="NOT_FOUND"}')).toBe(before + 1);
    expect(valueOf(after, 'shop_graphql_operations_total{operation="missing",outcome="error"}')).toBe(1);
  });

  it('labels a malformed operation name `other`, never as sent', async () => {
    await postGraphql(shop.base, '{ productsCount(url: "/smesiteli") }');
    const text = await scrape();
    expect(valueOf(text, 'shop_graphql_operations_total{operation="anonymous",outcome="ok"}')).toBeGreaterThan(0);
    // Apollo answers an operation name the document lacks with 400; it is counted all the same.
    const odd = await named('a"} 1\nshop_fake 9', 'query a { productsCount(url: "/smesiteli") }');
    expect(odd.status).toBe(400);
    const after = await scrape();
    expect(after).not.toContain('shop_fake');
    expect(valueOf(after, 'shop_graphql_operations_total{operation="other",outcome="error"}')).toBe(1);
  });
});

describe('POST /beacons/remote-load', () => {
  const report = (body: string, type = 'text/plain;charset=UTF-8') =>
    fetch(`${shop.base}/beacons/remote-load`, { method: 'POST', headers: { 'content-type': type }, body });

  it('counts a browser’s report by remote; an unknown remote as other', async () => {
    const before = await scrape();
    expect((await report(JSON.stringify({ remote: 'cart', module: 'cart/CartPage' }))).status).toBe(204);
    expect((await report(JSON.stringify({ remote: 'cart' }), 'application/json')).status).toBe(204);
    expect((await report(JSON.stringify({ remote: 'evil"remote' }))).status).toBe(204);
    const after = await scrape();
    expect(valueOf(after, 'shop_remote_load_failures_total{remote="cart"}')).toBe(
      valueOf(before, 'shop_remote_load_failures_total{remote="cart"}') + 2,
    );
    expect(valueOf(after, 'shop_remote_load_failures_total{remote="other"}')).toBe(1);
  });

  it.each([
    ['not JSON', 'cart'],
    ['no remote', '{}'],
    ['a remote that is not a string', '{"remote": 5}'],
    ['a module that is not a string', '{"remote": "cart", "module": {}}'],
    ['JSON null', 'null'],
  ])('refuses %s with 400', async (_what, body) => {
    expect((await report(body)).status).toBe(400);
  });

  it('refuses a body over 1 KB with 413', async () => {
    expect((await report(JSON.stringify({ remote: 'cart', module: 'x'.repeat(2_000) }))).status).toBe(413);
  });
});
