import { isReleaseVersion, type ReleaseRecord } from '..';
import { contractProblems } from '../contract';

const record = (frontend: ReleaseRecord['frontend'], version: string, rest: Partial<ReleaseRecord>): ReleaseRecord => ({
  frontend,
  version,
  commit: 'abc1234',
  builtAt: '2026-11-24T10:00:00.000Z',
  exposes: {},
  consumes: {},
  shared: [],
  operations: [],
  ...rest,
});

const shell = record('shell', '0.1.0-aaaaaaaaaa', {
  consumes: { 'cart/CartButton': { passedProps: [] }, 'cart/CartPage': { passedProps: ['title'] } },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
    { name: '@shop/shared/store', version: '0.1.0', requiredVersion: '^0.1.0' },
  ],
});

const cart = (rest: Partial<ReleaseRecord>) =>
  record('cart', '0.1.0-bbbbbbbbbb', {
    exposes: { CartButton: { requiredProps: [] }, CartPage: { requiredProps: [] } },
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }],
    ...rest,
  });

describe('contractProblems', () => {
  it('lets a compatible remote go live: same modules, an extra one, props the shell passes, singletons in range', () => {
    const compatible = cart({
      exposes: {
        CartButton: { requiredProps: [] },
        CartPage: { requiredProps: ['title'] },
        MiniCart: { requiredProps: [] },
      },
    });
    expect(contractProblems(compatible, [shell])).toEqual([]);
  });

  it.each([
    [
      'a module the shell mounts is gone',
      cart({ exposes: { CartButton: { requiredProps: [] }, Basket: { requiredProps: [] } } }),
      'cart 0.1.0-bbbbbbbbbb does not expose CartPage, which shell 0.1.0-aaaaaaaaaa mounts',
    ],
    [
      'a module now requires a prop the shell does not pass',
      cart({ exposes: { CartButton: { requiredProps: ['count'] }, CartPage: { requiredProps: [] } } }),
      'cart/CartButton in 0.1.0-bbbbbbbbbb requires count, which shell 0.1.0-aaaaaaaaaa does not pass',
    ],
    [
      'a singleton outside what the shell provides',
      cart({ shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }] }),
      'cart 0.1.0-bbbbbbbbbb needs react ^20.0.0; shell 0.1.0-aaaaaaaaaa provides 19.3.1',
    ],
    [
      'a singleton the shell does not provide at all',
      cart({ shared: [{ name: 'zustand', version: '5.1.0', requiredVersion: '^5.1.0' }] }),
      'cart 0.1.0-bbbbbbbbbb needs zustand, which shell 0.1.0-aaaaaaaaaa does not provide',
    ],
    [
      'a range that is no range',
      cart({ shared: [{ name: 'react', version: '19.3.1', requiredVersion: 'latest-ish' }] }),
      'cart 0.1.0-bbbbbbbbbb needs react latest-ish; shell 0.1.0-aaaaaaaaaa provides 19.3.1',
    ],
  ])('refuses a remote when %s', (_case, candidate, message) => {
    expect(contractProblems(candidate, [shell])).toEqual([{ frontend: 'cart', message }]);
  });

  it('checks a new shell against every live remote', () => {
    const newShell = record('shell', '0.1.0-cccccccccc', { ...shell, version: '0.1.0-cccccccccc', shared: [] });
    expect(contractProblems(newShell, [shell, cart({})]).map(({ message }) => message)).toEqual([
      'cart 0.1.0-bbbbbbbbbb needs react, which shell 0.1.0-cccccccccc does not provide',
    ]);
  });

  it('has nothing to check a remote against before a shell is live', () => {
    expect(contractProblems(cart({ exposes: {} }), [])).toEqual([]);
  });
});

describe('isReleaseVersion', () => {
  it.each(['0.1.0-3f9a0c12de', '12.0.3-0000000000'])('%s is a version', (version) => {
    expect(isReleaseVersion(version)).toBe(true);
  });
  it.each(['0.1.0', '0.1.0-3F9A0C12DE', '0.1.0-3f9a0c12d', '../0.1.0-3f9a0c12de', '0.1.0-3f9a0c12de/x', ''])(
    '%j is not',
    (version) => {
      expect(isReleaseVersion(version)).toBe(false);
    },
  );
});
