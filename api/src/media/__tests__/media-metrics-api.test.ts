// The PNG renditions /media keeps, as /metrics reports them (api/README.md: the metrics).
import { testShop } from '../../testing/test-api';

describe('/metrics: the PNG renditions of /media', () => {
  const shop = testShop('pglite');

  /** A gauge's value for one cache, from the Prometheus text; undefined when it has none. */
  const gauge = (metrics: string, name: string) =>
    new RegExp(`^${name}\\{cache="media_png"\\} (\\d+)$`, 'm').exec(metrics)?.[1];
  const scrape = async () => (await fetch(`${shop.base}/metrics`)).text();

  it('counts the bytes and entries kept, as each new picture is drawn', async () => {
    const before = await scrape();
    expect([gauge(before, 'shop_cache_bytes'), gauge(before, 'shop_cache_entries')]).toEqual(['0', '0']);
    const png = await fetch(`${shop.base}/media/schemes/toilet.png`);
    const bytes = (await png.arrayBuffer()).byteLength;
    await fetch(`${shop.base}/media/schemes/toilet.png`);
    const after = await scrape();
    expect([gauge(after, 'shop_cache_bytes'), gauge(after, 'shop_cache_entries')]).toEqual([String(bytes), '1']);
  });
});
