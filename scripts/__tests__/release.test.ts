/** @jest-environment node */
// The release command's pure parts on fixtures: the version, the operations found in a bundle,
// the props a component requires, the record, the releases root. release-build.test.ts builds one.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { REMOTE_MODULES, type FrontendEntry } from '@shop/shared/frontends';
import { CartPricingDocument } from 'mfe-cart/graphql';
import { contractProblems } from '@shop/shared/release-contract';
import { RELEASE_VERSION } from '@shop/shared/releases';
import { ConfigError, parseEnv } from '@shop/web-server/config';
import { ROOT } from '../frontends';
import { DEFAULT_RELEASES_DIR, releaseEnv } from '../release-env';
import { filesHash, filesOf, releaseVersion } from '../release-files';
import { documentsByOperation, operationsInBundle, releaseOperations } from '../release-operations';
import { requiredProps } from '../release-props';
import { assembleRecord, commitOf, consumesOf, sharedOf } from '../release-record';
import { release } from '../release';
import { SHOP_DOCUMENTS } from '../shop-documents';

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'release-test-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const put = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
  writeFileSync(path.join(work, file), content);
};

describe('the version', () => {
  beforeEach(() => {
    put('client/remoteEntry.js', 'var cart;');
    put('client/remoteEntry.js.map', '{"version":3}');
    put('client/.build-stamp', 'abc');
    put('client/nested/chunk.1.js', 'chunk');
    put('server/server.js', 'module.exports = {};');
    put('release.json', '{}');
  });

  it('covers the files of client/ and server/ in path order, without maps and the build stamp', () => {
    expect(filesOf(work)).toEqual(['client/nested/chunk.1.js', 'client/remoteEntry.js', 'server/server.js']);
  });

  it('is the package version and 10 hex of a SHA-256 over paths and contents', () => {
    const expected = createHash('sha256');
    for (const [file, content] of [
      ['client/nested/chunk.1.js', 'chunk'],
      ['client/remoteEntry.js', 'var cart;'],
      ['server/server.js', 'module.exports = {};'],
    ] as const)
      expected.update(`${file}\0${Buffer.byteLength(content)}\0`).update(content);
    const version = releaseVersion('0.1.0', work);
    expect(version).toBe(`0.1.0-${expected.digest('hex').slice(0, 10)}`);
    expect(version).toMatch(RELEASE_VERSION);
  });

  it('stays when only a map, the stamp or a file outside client/ and server/ changes', () => {
    const before = filesHash(work);
    put('client/remoteEntry.js.map', '{"version":3,"sources":[]}');
    put('client/.build-stamp', 'def');
    put('release.json', '{"builtAt":"now"}');
    expect(filesHash(work)).toBe(before);
  });

  it('changes with a file’s content or its name', () => {
    const before = filesHash(work);
    put('client/remoteEntry.js', 'var cart2;');
    const changed = filesHash(work);
    expect(changed).not.toBe(before);
    rmSync(path.join(work, 'client/nested/chunk.1.js'));
    put('client/nested/chunk.2.js', 'chunk');
    expect(filesHash(work)).not.toBe(changed);
  });

  it('refuses a package version that is not x.y.z', () => {
    expect(() => releaseVersion('1.0.0-beta', work)).toThrow(/not a plain x\.y\.z/);
    expect(() => releaseVersion('', work)).toThrow(/not a plain x\.y\.z/);
  });
});

/** A piece of a browser build as swc minifies it (webpack's production build of mfe-cart). */
const MINIFIED = `(self.webpackChunkcart=self.webpackChunkcart||[]).push([[420],{31:(e,t,n)=>{n.d(t,{A:()=>r});let a={kind:"Document",definitions:[{kind:"OperationDefinition",operation:"query",name:{kind:"Name",value:"cartPricing"},variableDefinitions:[{kind:"VariableDefinition",variable:{kind:"Variable",name:{kind:"Name",value:"nids"}}}]}]},o={kind:"Document",definitions:[{kind:"OperationDefinition",operation:"mutation",name:{kind:"Name",value:"createBuyerOrder"},variableDefinitions:[]}]};function r(e){return e.definitions.find(e=>"OperationDefinition"===e.kind&&e.name)}let s={kind:"OperationDefinition",operation:"query",selectionSet:{kind:"SelectionSet",selections:[]}}}}]);`;

/** The same in the unminified server render: quoted keys, one per line. */
const SERVER = `const CartPricingDocument = {
    "kind": "Document",
    "definitions": [
        {
            "kind": "OperationDefinition",
            "operation": "query",
            "name": {
                "kind": "Name",
                "value": "cartPricing"
            },`;

describe('the operations', () => {
  const documents = documentsByOperation(SHOP_DOCUMENTS);

  it('are found by name and type in a minified bundle; unnamed definitions and code about them are not', () => {
    expect(operationsInBundle(MINIFIED)).toEqual(
      new Map([
        ['cartPricing', 'query'],
        ['createBuyerOrder', 'mutation'],
      ]),
    );
  });

  it('are found in an unminified bundle too', () => {
    expect(operationsInBundle(SERVER)).toEqual(new Map([['cartPricing', 'query']]));
    expect(operationsInBundle('const x = "no documents here";')).toEqual(new Map());
  });

  it('are the generated documents by their operation’s name', () => {
    expect(documents.get('cartPricing')).toBe(CartPricingDocument);
    expect(documents.size).toBeGreaterThan(50);
    expect(documentsByOperation({ SomeDocument: { kind: 'Document' }, cartPricing: CartPricingDocument }).size).toBe(0);
  });

  it('are printed from the generated documents, each with the SHA-256 of its text, in name order', () => {
    const { operations, text } = releaseOperations(operationsInBundle(MINIFIED), documents);
    const printed = print(CartPricingDocument);
    expect(operations.map(({ name, type }) => [name, type])).toEqual([
      ['cartPricing', 'query'],
      ['createBuyerOrder', 'mutation'],
    ]);
    expect(operations[0]!.hash).toBe(createHash('sha256').update(printed).digest('hex'));
    expect(text.startsWith(`${printed}\n\nmutation createBuyerOrder(`)).toBe(true);
    expect(releaseOperations(new Map(), documents)).toEqual({ operations: [], text: '' });
  });

  it('refuse a name the bundle sends but no generated document defines, or defines as another type', () => {
    const found = new Map([
      ['cartPricing', 'mutation'],
      ['stolenOrders', 'query'],
    ] as const);
    expect(() => releaseOperations(found, documents)).toThrow(
      /cartPricing is a mutation in the bundle but a query[\s\S]*query stolenOrders is in the bundle but not among the generated documents/,
    );
  });
});

describe('the props a component requires', () => {
  const fixtures = path.join(__dirname, 'fixtures/release-props');
  const file = (name: string) => path.join(fixtures, name);
  let props: Map<string, string[]>;
  beforeAll(() => {
    props = requiredProps(
      ['product-card.tsx', 'no-props.tsx', 'remembered.tsx', 'optional.tsx'].map(file),
      path.join(ROOT, 'tsconfig.json'),
    );
  });

  it('are the required properties of its first parameter, through re-exports and memo', () => {
    expect(props.get(file('product-card.tsx'))).toEqual(['productNid', 'title']);
    expect(props.get(file('remembered.tsx'))).toEqual(['orderNid']);
  });

  it('are none without props or with optional ones only', () => {
    expect(props.get(file('no-props.tsx'))).toEqual([]);
    expect(props.get(file('optional.tsx'))).toEqual([]);
  });

  it('cannot be read from a default export that is not a component, or from no default export', () => {
    const tsconfig = path.join(ROOT, 'tsconfig.json');
    expect(() => requiredProps([file('not-a-component.tsx')], tsconfig)).toThrow(/is not a component/);
    expect(() => requiredProps([file('components.tsx')], tsconfig)).toThrow(/has no default export/);
  });
});

describe('the record', () => {
  const manifest = {
    id: 'cart',
    shared: [
      { id: 'cart:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      { id: 'cart:@shop/shared/store', name: '@shop/shared/store', version: '0.1.0', requiredVersion: '^0.1.0' },
    ],
  };
  const parts = {
    frontend: 'cart' as const,
    version: '0.1.0-0123456789',
    commit: '0123456789ab-dirty',
    builtAt: new Date('2026-11-24T10:00:00Z'),
    exposes: { CartButton: [], CartPage: ['cartId'] },
    consumes: {},
    manifest,
    operations: [{ name: 'cartPricing', type: 'query' as const, hash: 'a'.repeat(64) }],
  };

  it('is assembled from its parts, the singletons from the build’s federation manifest', () => {
    expect(assembleRecord(parts)).toEqual({
      frontend: 'cart',
      version: '0.1.0-0123456789',
      commit: '0123456789ab-dirty',
      builtAt: '2026-11-24T10:00:00.000Z',
      exposes: { CartButton: { requiredProps: [] }, CartPage: { requiredProps: ['cartId'] } },
      consumes: {},
      shared: [
        { name: '@shop/shared/store', version: '0.1.0', requiredVersion: '^0.1.0' },
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
      ],
      operations: [{ name: 'cartPricing', type: 'query', hash: 'a'.repeat(64) }],
    });
  });

  it('refuses a federation manifest it cannot read', () => {
    expect(() => sharedOf({})).toThrow(/mf-manifest\.json is not a federation manifest/);
    expect(() => sharedOf({ shared: [{ name: 'react', version: 19 }] })).toThrow(/not a federation manifest/);
    expect(() => sharedOf(null)).toThrow(/not a federation manifest/);
  });

  it('has the shell mount every remote module with the props the manifest says it passes', () => {
    const frontends: FrontendEntry[] = [
      { name: 'shell', folder: 'shell', port: 1, title: '', exposes: {} },
      {
        name: 'cart',
        folder: 'mfe-cart',
        port: 2,
        title: '',
        exposes: { CartPage: { file: 'x', label: 'x', props: ['cartId'] }, CartButton: { file: 'y', label: 'y' } },
      },
    ];
    const consumes = consumesOf(frontends);
    expect(consumes).toEqual({ 'cart/CartPage': { passedProps: ['cartId'] }, 'cart/CartButton': { passedProps: [] } });
  });

  it('of the shell today lists every remote module, passing no props, and fits a remote that requires none', async () => {
    const { FRONTENDS } = await import('@shop/shared/frontends');
    const consumes = consumesOf(FRONTENDS);
    expect(Object.keys(consumes).sort()).toEqual(Object.keys(REMOTE_MODULES).sort());
    expect(Object.values(consumes).every(({ passedProps }) => passedProps.length === 0)).toBe(true);
    const shell = assembleRecord({ ...parts, frontend: 'shell', exposes: {}, consumes, manifest });
    const cart = assembleRecord({ ...parts, exposes: { CartButton: [], CartPage: [] } });
    expect(contractProblems(cart, [shell])).toEqual([]);
    expect(contractProblems(assembleRecord(parts), [shell])).toEqual([
      expect.objectContaining({ message: expect.stringContaining('requires cartId') }),
    ]);
  });

  it('names the commit, with -dirty when the tree has uncommitted changes', () => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: work, encoding: 'utf8' }).trim();
    git('init', '-q');
    put('a.txt', 'a');
    git('add', 'a.txt');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', 'a');
    const head = git('rev-parse', 'HEAD').slice(0, 12);
    expect(commitOf(work)).toBe(head);
    put('b.txt', 'b');
    expect(commitOf(work)).toBe(`${head}-dirty`);
    rmSync(path.join(work, '.git'), { recursive: true });
    expect(() => commitOf(work)).toThrow(/Cannot read the commit from git/);
  });
});

describe('RELEASES_DIR', () => {
  const parse = (value?: string) =>
    parseEnv(releaseEnv, value === undefined ? {} : { RELEASES_DIR: value }).RELEASES_DIR;

  it('defaults to releases/ in the repository, and an empty value counts as unset', () => {
    expect(parse()).toBe(DEFAULT_RELEASES_DIR);
    expect(DEFAULT_RELEASES_DIR).toBe(path.join(ROOT, 'releases'));
    expect(parse('')).toBe(DEFAULT_RELEASES_DIR);
  });

  it('is an absolute folder, or one relative to the repository (not to the working directory)', () => {
    expect(parse(work)).toBe(work);
    expect(parse('build/releases')).toBe(path.join(ROOT, 'build/releases'));
  });

  it.each([
    ['a file', () => (put('file', 'x'), path.join(work, 'file')), /is a file/],
    ['the file system’s root', () => '/', /a folder of its own/],
    ['the repository itself', () => '.', /a folder of its own/],
    ['a URL', () => 'https://cdn.example/releases', /not a URL/],
    ['control characters', () => 'releases\nx', /control characters/],
    ['surrounding spaces', () => ' releases', /surrounding spaces/],
  ])('refuses %s, naming the variable', (_what, value, message) => {
    let error: unknown;
    try {
      parse(value());
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables).toEqual(['RELEASES_DIR']);
    expect((error as ConfigError).message).toMatch(message);
  });
});

describe('the release command', () => {
  it('refuses an unknown front-end before building anything', async () => {
    await expect(release('payments', { releasesDir: work, log: () => undefined })).rejects.toThrow(
      /Unknown front-end "payments": one of shell, catalog, cart, auth, backoffice/,
    );
    expect(filesOf(work)).toEqual([]);
  });
});
