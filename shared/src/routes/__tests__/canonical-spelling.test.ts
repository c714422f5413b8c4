import { canonicalSpelling } from '../canonical-spelling';

describe('canonicalSpelling: the 301 of an address spelled otherwise than the shop spells it', () => {
  it.each<[string, string, string | null]>([
    // Already canonical.
    ['/', '', null],
    ['/smesiteli', '', null],
    ['/smesiteli/grohe', '?color=hrom,belyj&sort=price-asc&page=2', null],
    ['/product/15', '', null],
    ['/product/15', '?utm_source=mail', null],
    ['/contacts', '', null],
    ['/search', '?q=унитаз', null],
    // The path.
    ['/smesiteli/', '', '/smesiteli'],
    ['/Smesiteli/GROHE', '', '/smesiteli/grohe'],
    ['/product/15/', '', '/product/15'],
    ['/Contacts/', '', '/contacts'],
    ['/smesiteli//grohe', '', '/smesiteli/grohe'],
    ['/smesiteli/gr%6Fhe', '', '/smesiteli/grohe'],
    ['/PRODUCT/15', '?utm_source=mail', '/product/15?utm_source=mail'],
    // A catalogue page's query.
    ['/smesiteli', '?page=1', '/smesiteli'],
    ['/smesiteli', '?page=01', '/smesiteli'],
    ['/smesiteli', '?page=abc', '/smesiteli'],
    ['/smesiteli', '?page=02', '/smesiteli?page=2'],
    ['/smesiteli', '?page=2&color=hrom', '/smesiteli?color=hrom&page=2'],
    ['/smesiteli', '?sort=', '/smesiteli'],
    ['/smesiteli', '?sort=cheapest', '/smesiteli'],
    ['/smesiteli', '?sort=new&sort=price-asc', '/smesiteli?sort=new'],
    ['/smesiteli', '?color=&brand=grohe', '/smesiteli?brand=grohe'],
    ['/smesiteli', '?', '/smesiteli'],
    ['/smesiteli/', '?page=1&sort=', '/smesiteli'],
    // Routes with their own routers are left to them.
    ['/cart/', '', null],
    ['/dmn/Orders/', '', null],
    // Not valid percent-encoding: left to the page (not found).
    ['/smesiteli/%E0%A4%A', '', null],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(canonicalSpelling(pathname, search)).toBe(expected);
  });

  it('never leads off the shop: a path that would start with two slashes or a backslash is encoded', () => {
    for (const [pathname, search] of [
      ['//evil.example/', ''],
      ['/%2F%2Fevil.example', ''],
      ['/\\evil.example/', ''],
      ['/%5Cevil.example/', ''],
    ] as const) {
      const target = canonicalSpelling(pathname, search) ?? pathname;
      expect(target).toMatch(/^\/[^/\\]/);
      expect(new URL(target, 'https://shop.example').origin).toBe('https://shop.example');
    }
  });

  it('is settled: the canonical spelling of a canonical spelling is itself', () => {
    for (const [pathname, search] of [
      ['/Smesiteli//Grohe/', '?page=2&sort=new&color='],
      ['/PRODUCT/7/', ''],
      ['/smesiteli/%d0%b0', '?page=3'],
    ] as const) {
      const target = canonicalSpelling(pathname, search);
      expect(target).not.toBeNull();
      const at = target!.indexOf('?');
      const [path, query] = at === -1 ? [target!, ''] : [target!.slice(0, at), target!.slice(at)];
      expect(canonicalSpelling(path, query)).toBeNull();
    }
  });
});
