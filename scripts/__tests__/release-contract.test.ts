/** @jest-environment node */
// The checks a deploy makes (docs/decisions/0007-independent-releases.md), on real releases: the
// shell is released as it is, and the cart from copies of its package changed as a team might —
// a module renamed, a prop now required, a newer shared contract — which the check refuses,
// naming each; and changed compatibly — an optional prop, one more module, other words — which it
// lets go live. The copies sit beside the packages (their relative paths hold) and are removed after.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contractProblems } from '@shop/shared/release-contract';
import type { ReleaseRecord } from '@shop/shared/releases';
import { ROOT, frontend } from '../frontends';
import { release } from '../release';

const BUILD_TIMEOUT_MS = 300_000;
const CART = frontend('cart').dir;
const quiet = () => undefined;

/** A copy of the cart's package (sources and configuration, no builds or tests) beside it, as `change` leaves it. */
function cartCopy(tag: string, change: (file: (name: string, edit: (text: string) => string) => void) => void) {
  const dir = path.join(ROOT, `.release-copy-${process.pid}-${tag}`);
  cpSync(CART, dir, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules|__tests__)$/.test(source),
  });
  change((name, edit) => {
    const file = path.join(dir, name);
    const text = readFileSync(file, 'utf8');
    const changed = edit(text);
    if (changed === text) throw new Error(`${name} did not change`);
    writeFileSync(file, changed);
  });
  return dir;
}

const recordIn = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8')) as ReleaseRecord;

describe('the contract checks on releases of changed copies of the cart', () => {
  let releasesDir: string;
  const copies: string[] = [];
  let shell: ReleaseRecord;

  beforeAll(async () => {
    releasesDir = mkdtempSync(path.join(tmpdir(), 'releases-'));
    shell = recordIn((await release('shell', { releasesDir, log: quiet })).folder);
  }, BUILD_TIMEOUT_MS);
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  });

  it(
    'refuses a module renamed, a prop the shell does not pass and a shared contract newer than the shell’s',
    async () => {
      const dir = cartCopy('breaking', (file) => {
        file('module-federation.config.ts', (text) =>
          text.replace(
            "export default { ...frontend('cart'), dir: __dirname };",
            "const { CartButton, CartPage } = frontend('cart').exposes;\n" +
              "export default { ...frontend('cart'), exposes: { MiniCartButton: CartButton, CartPage }, dir: __dirname };",
          ),
        );
        file('src/exposes/cart-page.tsx', () =>
          [
            "import { CartRoutes } from '../app/cart-routes';",
            'export default function CartPage(props: { title: string }) {',
            '  return <section aria-label={props.title}><CartRoutes /></section>;',
            '}',
            '',
          ].join('\n'),
        );
        file('package.json', (text) => text.replace('"@shop/shared": "0.1.0"', '"@shop/shared": "0.2.0"'));
      });
      copies.push(dir);
      const cart = recordIn((await release('cart', { releasesDir, dir, log: quiet })).folder);
      expect(Object.keys(cart.exposes).sort()).toEqual(['CartPage', 'MiniCartButton']);

      const problems = contractProblems(cart, [shell]).map(({ message }) => message);
      expect(problems).toEqual(
        expect.arrayContaining([
          `cart ${cart.version} does not expose CartButton, which shell ${shell.version} mounts`,
          `cart/CartPage in ${cart.version} requires title, which shell ${shell.version} does not pass`,
          `cart ${cart.version} needs @shop/shared/store ^0.2.0; shell ${shell.version} provides 0.1.0`,
        ]),
      );
      // Nothing else: every other problem is another shared contract of the same newer version.
      expect(
        problems.filter(
          (problem) => !/needs @shop\/shared\/[a-z]+ \^0\.2\.0; shell \S+ provides 0\.1\.0$/.test(problem),
        ),
      ).toHaveLength(2);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'lets a compatible change go live: an optional prop, one more module, other words',
    async () => {
      const dir = cartCopy('compatible', (file) => {
        file('module-federation.config.ts', (text) =>
          text.replace(
            "export default { ...frontend('cart'), dir: __dirname };",
            "const { exposes } = frontend('cart');\n" +
              "export default { ...frontend('cart'), exposes: { ...exposes, MiniCart: exposes.CartButton }, dir: __dirname };",
          ),
        );
        file('src/exposes/cart-page.tsx', () =>
          [
            "import { CartRoutes } from '../app/cart-routes';",
            'export default function CartPage(props: { title?: string }) {',
            '  return <section aria-label={props.title ?? "Корзина"}><CartRoutes /></section>;',
            '}',
            '',
          ].join('\n'),
        );
        file('src/features/cart/components/cart-page.tsx', (text) =>
          text.replace('<h1 id="cart-title">Корзина</h1>', '<h1 id="cart-title">Ваша корзина</h1>'),
        );
      });
      copies.push(dir);
      const cart = recordIn((await release('cart', { releasesDir, dir, log: quiet })).folder);
      expect(cart.exposes).toEqual({
        CartButton: { requiredProps: [] },
        CartPage: { requiredProps: [] },
        MiniCart: { requiredProps: [] },
      });
      expect(contractProblems(cart, [shell])).toEqual([]);
    },
    BUILD_TIMEOUT_MS,
  );
});
