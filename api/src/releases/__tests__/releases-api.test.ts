import { createHash } from 'node:crypto';
import type { ReleaseRecord } from '@shop/shared/releases';
import { parse, print, type GraphQLFormattedError } from 'graphql';
import { FAILURES_PER_ADDRESS_AND_RELEASE } from '../load-beacons';
import { expectNoStack } from '../../testing/graphql-over-http';
import { startTestApi, testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';

const TOKEN = 'release-token-for-the-tests-0123456789abcdef';

// Operations a release may send, each with the fragments it uses (what its hash is taken of).
const LIVE_QUERY = 'query ShellLive { liveReleases { ...LiveFields } }';
const LIVE_FRAGMENT = 'fragment LiveFields on LiveRelease { frontend version previousVersion }';
const DEPLOYS_QUERY = 'query ShellDeploys { frontendDeployments(limit: 5) { id version } }';
const BROKEN_QUERY = 'query Broken { liveReleases { noSuchField } }';

const hashOf = (documentText: string) =>
  createHash('sha256')
    .update(print(parse(documentText)))
    .digest('hex');

interface Op {
  name: string;
  /** The operation and its fragments. */
  text: string;
}
const OPS: Record<string, Op> = {
  live: { name: 'ShellLive', text: `${LIVE_QUERY}\n${LIVE_FRAGMENT}` },
  deploys: { name: 'ShellDeploys', text: DEPLOYS_QUERY },
  broken: { name: 'Broken', text: BROKEN_QUERY },
  // More aliases than any request to the API may have.
  aliased: {
    name: 'Aliased',
    text: `query Aliased { ${Array.from({ length: 16 }, (_, index) => `a${index}: liveReleases { version }`).join(' ')} }`,
  },
};

const REACT = { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' };

/** A version of the release format: `0.1.0-` and 10 hex made of `n`. */
const v = (n: number) => `0.1.0-${n.toString(16).padStart(10, '0')}`;

function record(frontend: string, version: string, changes: Partial<ReleaseRecord> = {}, ops: Op[] = []) {
  const base = {
    frontend,
    version,
    commit: 'abcdef1234567',
    builtAt: '2026-11-24T18:00:00.000Z',
    exposes: frontend === 'cart' ? { CartPage: { requiredProps: [] }, CartButton: { requiredProps: [] } } : {},
    consumes:
      frontend === 'shell'
        ? { 'cart/CartPage': { passedProps: ['basePath'] }, 'cart/CartButton': { passedProps: [] } }
        : {},
    shared: [REACT],
    operations: ops.map((op) => ({ name: op.name, type: 'query', hash: hashOf(op.text) })),
    ...changes,
  };
  // The text holds every fragment once, as the release command writes it.
  const definitions = [...new Set(ops.flatMap((op) => print(parse(op.text)).split('\n\n')))];
  return { record: JSON.stringify(base), operations: definitions.join('\n\n') };
}

const M = {
  register: `mutation ($input: RegisterReleaseInput!) {
    registerRelease(input: $input) { registered message release { frontend version commit builtAt record } }
  }`,
  deploy: `mutation ($frontend: String!, $version: String!) {
    deployRelease(frontend: $frontend, version: $version) {
      switched message deployment { id frontend version previousVersion action deployedBy }
    }
  }`,
  rollback: `mutation ($frontend: String!) {
    rollbackRelease(frontend: $frontend) {
      switched message deployment { id frontend version previousVersion action deployedBy }
    }
  }`,
  live: '{ liveReleases { frontend version previousVersion deployedAt } }',
  releases: 'query ($frontend: String!) { frontendReleases(frontend: $frontend) { version } }',
  deployments: 'query ($frontend: String) { frontendDeployments(frontend: $frontend) { version action deployedBy } }',
};

interface Answer {
  status: number;
  data: Record<string, unknown> | null | undefined;
  errors: GraphQLFormattedError[] | undefined;
}

/** Who sends a request: the release token (with an X-Release-By), a session, or nobody. */
type Sender = { token: string; by?: string; authorization?: string } | { session: string } | null;

async function call(base: string, sender: Sender, query: string, variables: Record<string, unknown> = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (sender && 'token' in sender) {
    headers['x-release-token'] = sender.token;
    if (sender.by !== undefined) headers['x-release-by'] = sender.by;
    if (sender.authorization) headers.authorization = sender.authorization;
  }
  if (sender && 'session' in sender) headers.authorization = `Bearer ${sender.session}`;
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as Omit<Answer, 'status'>;
  expectNoStack(text, body.errors);
  return { status: response.status, data: body.data, errors: body.errors } satisfies Answer;
}

const machine: Sender = { token: TOKEN, by: 'ci deploy job' };

describe.each(TEST_ENGINES)('front-end releases (%s)', (engine) => {
  const shop = testShop(engine, {
    releaseToken: TOKEN,
    staff: {
      admin: ['releases-admin@shop.test', { isAdmin: true }],
      seller: ['releases-seller@shop.test', { isSeller: true }],
    },
  });

  /** The field's data of a call that must succeed. */
  async function ok<T = Record<string, unknown>>(sender: Sender, query: string, variables?: Record<string, unknown>) {
    const answer = await call(shop.base, sender, query, variables);
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data ?? {})[0] as T;
  }

  /** The single error of a call that must fail. */
  async function refused(sender: Sender, query: string, variables?: Record<string, unknown>) {
    const answer = await call(shop.base, sender, query, variables);
    expect(answer.errors).toHaveLength(1);
    const [error] = answer.errors ?? [];
    return {
      status: answer.status,
      code: error?.extensions?.code,
      message: error?.message ?? '',
      problems: (error?.extensions?.problems ?? []) as string[],
    };
  }

  const register = (sender: Sender, release: ReturnType<typeof record>) =>
    call(shop.base, sender, M.register, { input: release });
  const registered = async (release: ReturnType<typeof record>) => {
    const answer = await register(machine, release);
    expect(answer.errors).toBeUndefined();
  };
  const deploy = (frontend: string, version: string, sender: Sender = machine) =>
    call(shop.base, sender, M.deploy, { frontend, version });
  const deployments = async () => {
    const [row] = await shop.database.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM frontend_deployments',
    );
    return Number(row?.count);
  };
  const liveOf = async (frontend: string) =>
    (await ok<{ frontend: string; version: string; previousVersion: string | null }[]>(null, M.live)).find(
      (item) => item.frontend === frontend,
    );

  describe('registering', () => {
    it('registers a release once; the same record again is a no-op that says so', async () => {
      const release = record('cart', v(1), {}, [OPS.live as Op, OPS.deploys as Op]);
      const first = await ok<{ registered: boolean; release: { record: string; commit: string } }>(
        machine,
        M.register,
        { input: release },
      );
      expect(first).toMatchObject({ registered: true, release: { commit: 'abcdef1234567' } });
      expect(JSON.parse(first.release.record)).toEqual(JSON.parse(release.record));
      const again = await ok<{ registered: boolean; message: string }>(machine, M.register, { input: release });
      expect(again).toMatchObject({ registered: false, message: `cart ${v(1)} was registered already` });
    });

    it('refuses another record under a registered version: a version never changes', async () => {
      await registered(record('auth', v(1)));
      const changed = await refused(machine, M.register, { input: record('auth', v(1), { commit: '1234567abcdef' }) });
      expect(changed.code).toBe('BAD_USER_INPUT');
      expect(changed.problems).toEqual(['this version is registered with another record: a version never changes']);
    });

    it.each([
      [
        'an unknown front-end',
        record('payments', v(2)),
        'frontend: must be one of shell, catalog, cart, auth, backoffice',
      ],
      ['a malformed version', record('cart', '1.0-beta'), 'version: must be <major>.<minor>.<patch>-<10 hex>'],
      ['an unknown field', record('cart', v(2), { extra: 1 } as never), 'record: Unrecognized key: "extra"'],
      [
        'a hash that is not of the printed document',
        {
          ...record('cart', v(2), {}, [OPS.deploys as Op]),
          operations: 'query ShellDeploys { frontendDeployments(limit: 6) { id version } }',
        },
        'operation ShellDeploys: the hash is not the SHA-256 of its printed document',
      ],
      [
        'an operation the text lacks',
        { ...record('cart', v(2), {}, [OPS.deploys as Op]), operations: LIVE_QUERY + LIVE_FRAGMENT },
        'operation ShellDeploys is not in the operations text',
      ],
      [
        'an operation the record does not list',
        { ...record('cart', v(2)), operations: DEPLOYS_QUERY },
        'operation ShellDeploys is in the operations text but not in the record',
      ],
      [
        'more than 256 KB',
        { ...record('cart', v(2)), operations: `# ${'x'.repeat(256 * 1024)}` },
        'at most 262144 are accepted',
      ],
      [
        'a module named like an object’s own key',
        { ...record('cart', v(2)), record: record('cart', v(2)).record.replace('"CartPage"', '"__proto__"') },
        'the record may not hold a key named __proto__',
      ],
      ['a record that is not JSON', { record: '{"frontend":', operations: '' }, 'the record is not JSON'],
    ])('refuses %s, naming the problem, and writes nothing', async (_title, release, problem) => {
      const answer = await refused(machine, M.register, { input: release });
      expect(answer.code).toBe('BAD_USER_INPUT');
      expect(answer.problems.join('\n')).toContain(problem);
      expect(answer.message).toContain(problem);
      expect(await ok<unknown[]>(machine, M.releases, { frontend: 'cart' })).not.toContainEqual({ version: v(2) });
    });
  });

  describe('deploying and rolling back', () => {
    beforeAll(async () => {
      await registered(record('shell', v(10), {}, [OPS.live as Op]));
      await registered(record('cart', v(10), {}, [OPS.live as Op]));
      await registered(record('cart', v(11), {}, [OPS.deploys as Op]));
      await registered(record('cart', v(12), { exposes: { CartButton: { requiredProps: [] } } }));
      await registered(
        record('cart', v(13), {
          exposes: { CartPage: { requiredProps: ['basePath', 'onCheckout'] }, CartButton: { requiredProps: [] } },
        }),
      );
      await registered(record('cart', v(14), { shared: [{ ...REACT, requiredVersion: '^20.0.0' }] }));
      await registered(record('cart', v(15), {}, [OPS.broken as Op]));
      await registered(record('cart', v(22), {}, [OPS.aliased as Op]));
    });

    it('refuses a version that is not registered', async () => {
      const answer = await refused(machine, M.deploy, { frontend: 'cart', version: v(99) });
      expect(answer).toMatchObject({ code: 'NOT_FOUND', message: `cart ${v(99)} is not registered` });
    });

    it('puts releases live, records who and what it replaced; the live version again is a no-op', async () => {
      const shell = await ok(machine, M.deploy, { frontend: 'shell', version: v(10) });
      expect(shell).toMatchObject({
        switched: true,
        deployment: { frontend: 'shell', version: v(10), previousVersion: null, action: 'DEPLOY' },
      });
      await ok(machine, M.deploy, { frontend: 'cart', version: v(10) });
      const cart = await ok(machine, M.deploy, { frontend: 'cart', version: v(11) });
      expect(cart).toMatchObject({
        switched: true,
        message: `cart ${v(11)} is live`,
        deployment: { version: v(11), previousVersion: v(10), deployedBy: 'release token (ci deploy job)' },
      });
      const before = await deployments();
      const again = await ok(machine, M.deploy, { frontend: 'cart', version: v(11) });
      expect(again).toMatchObject({ switched: false, message: `cart ${v(11)} is live already` });
      expect(await deployments()).toBe(before);
      expect(await liveOf('cart')).toMatchObject({ version: v(11), previousVersion: v(10) });
      expect(await liveOf('shell')).toMatchObject({ version: v(10), previousVersion: null });
    });

    it.each([
      [v(12), `cart ${v(12)} does not expose CartPage, which shell ${v(10)} mounts`],
      [v(13), `cart/CartPage in ${v(13)} requires onCheckout, which shell ${v(10)} does not pass`],
      [v(14), `cart ${v(14)} needs react ^20.0.0; shell ${v(10)} provides 19.3.1`],
      [v(15), 'operation Broken: Cannot query field "noSuchField" on type "LiveRelease".'],
    ])('refuses %s, naming the problem, and switches nothing', async (version, problem) => {
      const before = await deployments();
      const answer = await refused(machine, M.deploy, { frontend: 'cart', version });
      expect(answer.code).toBe('BAD_USER_INPUT');
      expect(answer.problems).toEqual([problem]);
      expect(answer.message).toBe(`cart ${version} cannot go live:\n- ${problem}`);
      expect(await deployments()).toBe(before);
      expect((await liveOf('cart'))?.version).toBe(v(11));
    });

    it('refuses an operation the API would refuse as a request: its limits count', async () => {
      const answer = await refused(machine, M.deploy, { frontend: 'cart', version: v(22) });
      expect(answer.problems).toHaveLength(1);
      expect(answer.problems[0]).toMatch(/^operation Aliased: .*15/);
    });

    it('checks a shell against every live remote', async () => {
      await registered(record('shell', v(16), { consumes: { 'cart/CartWidget': { passedProps: [] } } }));
      const answer = await refused(machine, M.deploy, { frontend: 'shell', version: v(16) });
      expect(answer.problems).toEqual([`cart ${v(11)} does not expose CartWidget, which shell ${v(16)} mounts`]);
    });

    it('rolls back to the version live before, as a rollback; refused when there is none', async () => {
      const back = await ok(machine, M.rollback, { frontend: 'cart' });
      expect(back).toMatchObject({
        switched: true,
        message: `cart rolled back from ${v(11)} to ${v(10)}`,
        deployment: { version: v(10), previousVersion: v(11), action: 'ROLLBACK' },
      });
      expect(await liveOf('cart')).toMatchObject({ version: v(10), previousVersion: v(11) });
      expect(await refused(machine, M.rollback, { frontend: 'shell' })).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'shell has no earlier live release to roll back to',
      });
      expect(await refused(machine, M.rollback, { frontend: 'auth' })).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(await refused(machine, M.rollback, { frontend: 'nobody' })).toMatchObject({
        message: 'Unknown front-end "nobody"',
      });
    });

    it('runs the checks on a rollback too', async () => {
      const basePathRequired = { CartPage: { requiredProps: ['basePath'] }, CartButton: { requiredProps: [] } };
      await registered(record('cart', v(17), { exposes: basePathRequired }));
      await ok(machine, M.deploy, { frontend: 'cart', version: v(17) });
      await registered(record('cart', v(20)));
      await ok(machine, M.deploy, { frontend: 'cart', version: v(20) });
      await registered(record('shell', v(21), { consumes: { 'cart/CartPage': { passedProps: [] } } }));
      await ok(machine, M.deploy, { frontend: 'shell', version: v(21) });
      const before = await deployments();
      const answer = await refused(machine, M.rollback, { frontend: 'cart' });
      expect(answer.problems).toEqual([
        `cart/CartPage in ${v(17)} requires basePath, which shell ${v(21)} does not pass`,
      ]);
      expect(await deployments()).toBe(before);
      expect(await ok(machine, M.rollback, { frontend: 'shell' })).toMatchObject({
        deployment: { version: v(10), previousVersion: v(21), action: 'ROLLBACK' },
      });
      const history = await ok<{ version: string; action: string }[]>(machine, M.deployments, { frontend: 'cart' });
      expect(history.map((row) => `${row.action} ${row.version}`)).toEqual([
        `DEPLOY ${v(20)}`,
        `DEPLOY ${v(17)}`,
        `ROLLBACK ${v(10)}`,
        `DEPLOY ${v(11)}`,
        `DEPLOY ${v(10)}`,
      ]);
    });

    it('takes two deploys of one front-end at once one after the other: both recorded, the last one live', async () => {
      const before = await deployments();
      const answers = await Promise.all([deploy('cart', v(10)), deploy('cart', v(11))]);
      expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined]);
      expect(await deployments()).toBe(before + 2);
      const [last, first] = await ok<{ version: string; previousVersion: string }[]>(
        machine,
        'query { frontendDeployments(frontend: "cart", limit: 2) { version previousVersion } }',
      );
      expect(last?.previousVersion).toBe(first?.version);
      expect((await liveOf('cart'))?.version).toBe(last?.version);
    });
  });

  describe('who may', () => {
    const adminOf = () => ({ session: shop.tokens.admin });
    const operations = (): [string, string, Record<string, unknown>][] => [
      ['frontendReleases', M.releases, { frontend: 'cart' }],
      ['frontendDeployments', M.deployments, {}],
      ['registerRelease', M.register, { input: record('catalog', v(30)) }],
      ['deployRelease', M.deploy, { frontend: 'catalog', version: v(30) }],
      ['rollbackRelease', M.rollback, { frontend: 'catalog' }],
    ];

    it('reads the live set as anyone: the shell’s servers do', async () => {
      expect(await ok<unknown[]>(null, M.live)).toEqual(expect.any(Array));
    });

    it.each([
      ['a guest', (): Sender => null, 'UNAUTHENTICATED'],
      ['a seller', (): Sender => ({ session: shop.tokens.seller }), 'FORBIDDEN'],
    ] as const)('refuses %s every other release field, and writes nothing', async (_who, sender, code) => {
      const before = await deployments();
      for (const [name, query, variables] of operations()) {
        const answer = await call(shop.base, sender(), query, variables);
        expect([name, answer.errors?.[0]?.extensions?.code]).toEqual([name, code]);
      }
      expect(await deployments()).toBe(before);
      expect(await ok<unknown[]>(machine, M.releases, { frontend: 'catalog' })).toEqual([]);
    });

    it('lets an administrator register and deploy, recorded by name and e-mail', async () => {
      const release = record('catalog', v(31));
      expect(await ok(adminOf(), M.register, { input: release })).toMatchObject({ registered: true });
      const answer = await ok(adminOf(), M.deploy, { frontend: 'catalog', version: v(31) });
      expect(answer).toMatchObject({
        deployment: { deployedBy: 'releases-admin (releases-admin@shop.test)', action: 'DEPLOY' },
      });
    });

    it('lets the release token use the release fields only', async () => {
      for (const query of [
        '{ products(limit: 1) { nid } }',
        '{ me { uid } }',
        '{ payments { total } }',
        '{ liveReleases { version } categoriesObjects { __typename } }',
        'query { ...Sneaky } fragment Sneaky on Query { me { uid } }',
        '{ __schema { queryType { name } } }',
      ]) {
        expect([query, await refused(machine, query)]).toMatchObject([
          query,
          { status: 403, code: 'FORBIDDEN', message: 'The release token opens only the release operations' },
        ]);
      }
      expect(await ok(machine, '{ __typename liveReleases { version } }')).toBe('Query');
    });

    it('refuses a wrong token, or one sent with Authorization, as UNAUTHENTICATED — never as a guest', async () => {
      for (const sender of [
        { token: `${TOKEN}x` },
        { token: TOKEN.slice(0, -1) },
        { token: '' },
        { token: TOKEN, authorization: `Bearer ${shop.tokens.admin}` },
      ])
        expect(await refused(sender, M.live)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    });

    it('refuses every release token when the API has none', async () => {
      const { api, base } = await startTestApi(shop.database, false, { releaseToken: undefined });
      try {
        const answer = await call(base, machine, M.live);
        expect([answer.status, answer.errors?.[0]?.extensions?.code]).toEqual([401, 'UNAUTHENTICATED']);
      } finally {
        await api.stop();
      }
    });

    it('names the deploying machine by its X-Release-By, cleaned and at most 60 characters', async () => {
      await registered(record('catalog', v(32)));
      const answer = await ok<{ deployment: { deployedBy: string } }>(
        { token: TOKEN, by: `ci "job" #42; <script>${'a'.repeat(80)}` },
        M.deploy,
        { frontend: 'catalog', version: v(32) },
      );
      expect(answer.deployment.deployedBy).toBe(`release token (ci job 42 script${'a'.repeat(44)})`);
      await registered(record('catalog', v(33)));
      const unnamed = await ok<{ deployment: { deployedBy: string } }>({ token: TOKEN }, M.deploy, {
        frontend: 'catalog',
        version: v(33),
      });
      expect(unnamed.deployment.deployedBy).toBe('release token (unnamed)');
    });

    it('accepts a release body over the usual limit from the token only, an operations text of comments included', async () => {
      const big = { ...record('catalog', v(34)), operations: `# ${'x'.repeat(150 * 1024)}` };
      const fromAdmin = await call(shop.base, adminOf(), M.register, { input: big });
      expect(fromAdmin.status).toBe(413);
      expect(await ok(machine, M.register, { input: big })).toMatchObject({ registered: true });
    });
  });

  describe('load failures', () => {
    // Browsers report through the shell's server; the API stores a registered release's failures a minute each.
    const report = (body: unknown) =>
      fetch(`${shop.base}/beacons/remote-load`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const failuresOf = async (frontend: string) =>
      Object.fromEntries(
        (
          await ok<{ version: string; loadFailuresLastHour: number }[]>(
            machine,
            'query ($frontend: String!) { frontendReleases(frontend: $frontend) { version loadFailuresLastHour } }',
            { frontend },
          )
        ).map((release) => [release.version, release.loadFailuresLastHour]),
      );
    const rows = () =>
      shop.database.query<{ frontend: string; version: string; failures: number }>(
        'SELECT frontend, version, failures FROM frontend_load_failures ORDER BY frontend, version, minute',
      );
    /** A count of `failures` for `version` of `frontend` in the minute `minutesAgo` before this one. */
    const storedEarlier = (frontend: string, version: string, minutesAgo: number, failures: number) =>
      shop.database.query(
        `INSERT INTO frontend_load_failures (frontend, version, minute, failures)
         VALUES ($1, $2, date_trunc('minute', now()) - make_interval(mins => $3), $4)`,
        [frontend, version, minutesAgo, failures],
      );

    beforeAll(async () => {
      await registered(record('cart', v(40)));
      await registered(record('cart', v(41)));
      await registered(record('auth', v(42)));
      await registered(record('auth', v(43)));
    });

    it('stores a registered release’s failures, one row a minute, and counts them on frontendReleases', async () => {
      for (let i = 0; i < 3; i += 1)
        expect((await report({ remote: 'cart', module: 'cart/CartPage', version: v(40) })).status).toBe(204);
      // One row, or two when a minute began between the reports.
      const stored = await rows();
      expect(stored.length).toBeLessThan(3);
      expect(stored.map((row) => [row.frontend, row.version])).toEqual(stored.map(() => ['cart', v(40)]));
      expect(stored.reduce((sum, row) => sum + row.failures, 0)).toBe(3);
      expect(await failuresOf('cart')).toMatchObject({ [v(40)]: 3, [v(41)]: 0 });
    });

    it.each([
      ['a version never registered', { remote: 'cart', version: v(49) }],
      ['a release of another front-end', { remote: 'cart', version: v(42) }],
      ['an unknown front-end', { remote: 'payments', version: v(40) }],
      ['a version that is not one', { remote: 'cart', version: '../../0.1.0-0000000028' }],
      ['no version', { remote: 'cart', module: 'cart/CartPage' }],
    ])('counts %s for the metric only, and stores nothing', async (_what, body) => {
      const before = await rows();
      expect((await report(body)).status).toBe(204);
      expect(await rows()).toEqual(before);
    });

    it('refuses a version that is not text with 400, and stores nothing', async () => {
      const before = await rows();
      expect((await report({ remote: 'cart', version: 40 })).status).toBe(400);
      expect((await report({ remote: 'cart', version: 'x'.repeat(41) })).status).toBe(400);
      expect(await rows()).toEqual(before);
    });

    it('sums the last 60 minutes only', async () => {
      await storedEarlier('auth', v(42), 58, 4);
      await storedEarlier('auth', v(42), 60, 100);
      await storedEarlier('auth', v(42), 180, 1000);
      await storedEarlier('auth', v(43), 30, 2);
      expect((await report({ remote: 'auth', module: 'auth/UserMenu', version: v(42) })).status).toBe(204);
      expect(await failuresOf('auth')).toMatchObject({ [v(42)]: 5, [v(43)]: 2 });
    });

    it('removes the minutes older than a day as a new minute is written', async () => {
      await storedEarlier('cart', v(41), 25 * 60, 7);
      await storedEarlier('cart', v(41), 23 * 60, 8);
      expect((await report({ remote: 'cart', version: v(41) })).status).toBe(204);
      expect((await rows()).filter((row) => row.version === v(41)).map((row) => row.failures)).toEqual([8, 1]);
    });

    it(`counts one address's failures of a release ${FAILURES_PER_ADDRESS_AND_RELEASE} times an hour at most; another address counts its own`, async () => {
      await registered(record('cart', v(44)));
      const from = (address: string) =>
        fetch(`${shop.base}/beacons/remote-load`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
          body: JSON.stringify({ remote: 'cart', version: v(44) }),
        }).then((response) => response.status);
      for (let i = 0; i < 10; i += 1) expect(await from('198.51.100.20')).toBe(204);
      expect((await failuresOf('cart'))[v(44)]).toBe(FAILURES_PER_ADDRESS_AND_RELEASE);
      expect(await from('198.51.100.21')).toBe(204);
      expect((await failuresOf('cart'))[v(44)]).toBe(FAILURES_PER_ADDRESS_AND_RELEASE + 1);
    });
  });
});
