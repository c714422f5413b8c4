// The API process checks every variable at start (README: "Deploying the shop") and refuses
// production settings that would trust the Auth emulator (api/README.md, "Security"): each bad
// value or combination exits non-zero naming its variable, before any database is opened.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productionProblems } from '../auth/auth-settings';
import { PUBLIC_URL_REQUIRED } from '@shop/web-server/config';
import { DEMO_REQUISITES, demoRequisitesEnv } from '@shop/shared/invoice-sheet';
import { apiConfigFromEnv, type ConfigError } from '../config';

const SERVER = path.resolve(__dirname, '../server.ts');

/** Starts `npm start -w api`'s program with exactly this environment and gives its exit code and error output. */
function startApi(env: Record<string, string>): Promise<{ code: number | null; stderr: string; dataDir: string }> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-api-start-')), 'pglite');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { PATH: process.env.PATH ?? '', API_DATA_DIR: dataDir, PORT: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, dataDir });
    });
  });
}

describe('the API’s configuration, checked at start', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    ['production with no Firebase project', { NODE_ENV: 'production' }, /FIREBASE_PROJECT_ID is not set/],
    [
      'the emulator’s demo project',
      { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'demo-shop' },
      /FIREBASE_PROJECT_ID=demo-shop is an emulator-only/,
    ],
    [
      'another demo- project',
      { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'demo-anything' },
      /FIREBASE_PROJECT_ID=demo-anything/,
    ],
    [
      'a real project with the emulator host set',
      { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'santehnika-prod', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /FIREBASE_AUTH_EMULATOR_HOST is set/,
    ],
    [
      'a NODE_ENV typo',
      { NODE_ENV: 'prod', FIREBASE_PROJECT_ID: 'santehnika-prod' },
      /NODE_ENV must be production, development or test, not «prod»/,
    ],
    [
      'a malformed rate limit',
      { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'santehnika-prod', ORDERS_PER_HOUR: 'many' },
      /ORDERS_PER_HOUR must be a whole number/,
    ],
    [
      'a proxy setting that trusts every client',
      { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'santehnika-prod', TRUST_PROXY: 'true' },
      /TRUST_PROXY must name the proxies/,
    ],
    [
      'production without the shop’s origin',
      { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'santehnika-prod' },
      /PUBLIC_URL must be set when NODE_ENV is production: the shop’s origin as visitors reach it/,
    ],
    [
      'an origin that is not one',
      { PUBLIC_URL: 'shop.example/catalogue' },
      /PUBLIC_URL must be an absolute http\(s\) origin such as https:\/\/shop.example, got "shop.example\/catalogue"/,
    ],
    [
      'an origin with a path',
      { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'santehnika-prod', PUBLIC_URL: 'https://shop.example/shop' },
      /PUBLIC_URL must be an absolute http\(s\) origin/,
    ],
    ['a port that is not a number', { PORT: '80a' }, /PORT must be a whole number from 0 to 65535, not «80a»/],
    [
      'a database that is not PostgreSQL',
      { DATABASE_URL: 'mysql://shop@db/shop' },
      /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ connection string/,
    ],
    [
      'a listening connection without a pool',
      { DATABASE_LISTEN_URL: 'postgres://shop@db/shop' },
      /DATABASE_LISTEN_URL is set without DATABASE_URL/,
    ],
    [
      'a yes-or-no that is neither',
      { MIGRATE_ON_START: 'maybe' },
      /MIGRATE_ON_START must be true or false, not «maybe»/,
    ],
    [
      'a pool of no connections',
      { DATABASE_URL: 'postgres://shop@db/shop', DATABASE_POOL_SIZE: '0' },
      /DATABASE_POOL_SIZE must be a whole number from 1 to 200, not «0»/,
    ],
    [
      'a log level nobody has',
      { LOG_LEVEL: 'loud' },
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not «loud»/,
    ],
    [
      'a shutdown deadline that is not a number',
      { SHUTDOWN_TIMEOUT_MS: '10s' },
      /SHUTDOWN_TIMEOUT_MS must be a whole number/,
    ],
    [
      'production with mail on and no relay',
      { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'santehnika-prod', PUBLIC_URL: 'https://shop.example' },
      /SMTP_URL is required in production[^]*MAIL=off[^]*MAIL_FROM is required in production/,
    ],
    ['a relay that is not SMTP', { SMTP_URL: 'http://mail.example.ru' }, /SMTP_URL must be smtp:\/\//],
    [
      'a sender with a line break',
      { MAIL_FROM: 'Shop <shop@example.ru>\r\nBcc: all@example.ru' },
      /MAIL_FROM has control/,
    ],
  ])('with %s refuses to start, naming the variable, and opens no database', async (_what, env, message) => {
    const { code, stderr, dataDir } = await startApi(env);
    try {
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(stderr).toMatch(message);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  it('names every problem at once', () => {
    expect(productionProblems({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' })).toEqual([
      expect.stringMatching(/^FIREBASE_PROJECT_ID is not set/),
      expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST is set/),
    ]);
  });

  it.each<[string, NodeJS.ProcessEnv]>([
    ['production with the shop’s own project', { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'santehnika-prod' }],
    ['development with the emulator', { NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }],
    ['no NODE_ENV at all', {}],
  ])('%s has nothing to refuse', (_what, env) => {
    expect(productionProblems(env)).toEqual([]);
  });
});

describe('apiConfigFromEnv', () => {
  it('names every wrong variable at once', () => {
    let problems: string[] = [];
    try {
      apiConfigFromEnv({ NODE_ENV: 'production', PORT: 'x', LOG_LEVEL: 'loud' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      expect.stringMatching(/^PORT /),
      expect.stringMatching(/^LOG_LEVEL /),
      expect.stringMatching(/^PUBLIC_URL must be set when NODE_ENV is production/),
      expect.stringMatching(/^FIREBASE_PROJECT_ID is not set/),
      expect.stringMatching(/^SMTP_URL is required in production/),
      expect.stringMatching(/^MAIL_FROM is required in production/),
      expect.stringMatching(/^SHOP_LEGAL_NAME, SHOP_INN, .* are required in production/),
    ]);
  });

  it('gives the defaults for an empty environment, and an empty variable counts as unset', () => {
    expect(apiConfigFromEnv({ PORT: '', LOG_LEVEL: '' })).toMatchObject({
      production: false,
      port: 4000,
      host: '0.0.0.0',
      migrateOnStart: true,
      database: { url: undefined, poolSize: 10 },
      trustProxy: 'loopback',
      rateLimits: { ordersPerHour: 20, signUpsPerHour: 10 },
      shutdownTimeoutMs: 10_000,
      logLevel: 'info',
      catalogCache: true,
      publicOrigin: 'http://localhost:8080',
    });
  });

  it('takes the shop’s origin from PUBLIC_URL, required in production as by the other server units', () => {
    const production = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'santehnika-prod',
      MAIL: 'off',
      ...demoRequisitesEnv(),
    };
    expect(apiConfigFromEnv({ ...production, PUBLIC_URL: 'https://shop.example' }).publicOrigin).toBe(
      'https://shop.example',
    );
    expect(apiConfigFromEnv({ PUBLIC_URL: 'http://shop.example:8080/' }).publicOrigin).toBe('http://shop.example:8080');
    for (const PUBLIC_URL of [undefined, '']) {
      let problems: string[] = [];
      try {
        apiConfigFromEnv({ ...production, ...(PUBLIC_URL === undefined ? {} : { PUBLIC_URL }) });
      } catch (error) {
        problems = (error as ConfigError).problems;
      }
      expect(problems).toEqual([PUBLIC_URL_REQUIRED]);
    }
  });

  it('keeps the listening connection beside a pooled DATABASE_URL', () => {
    const config = apiConfigFromEnv({
      DATABASE_URL: 'postgres://shop@pooler:6432/shop',
      DATABASE_LISTEN_URL: 'postgres://shop@db:5432/shop',
      MIGRATE_ON_START: 'false',
    });
    expect(config.database).toMatchObject({
      url: 'postgres://shop@pooler:6432/shop',
      listenUrl: 'postgres://shop@db:5432/shop',
      dataDir: undefined,
    });
    expect(config.migrateOnStart).toBe(false);
  });

  const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
    try {
      apiConfigFromEnv(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  describe('the shop’s requisites', () => {
    const production = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'santehnika-prod',
      PUBLIC_URL: 'https://shop.example',
      MAIL: 'off',
    };
    const real = {
      SHOP_LEGAL_NAME: 'ИП Иванов Иван Иванович',
      SHOP_INN: '500100732259',
      SHOP_LEGAL_ADDRESS: 'г. Химки, ул. Московская, д. 1',
      SHOP_BANK: 'ПАО Сбербанк',
      SHOP_BIC: '044525225',
      SHOP_CORRESPONDENT_ACCOUNT: '30101810400000000225',
      SHOP_ACCOUNT: '40802810438000123456',
    };

    it('are the demonstration ones outside production when none is set, and required in production', () => {
      expect(apiConfigFromEnv({}).requisites).toEqual(DEMO_REQUISITES);
      expect(problemsOf(production)).toEqual([
        expect.stringMatching(/^SHOP_LEGAL_NAME, SHOP_INN, SHOP_KPP, .*SHOP_ACCOUNT are required in production/),
      ]);
    });

    it('are read as given: an entrepreneur (a 12-digit ИНН) has no КПП', () => {
      expect(apiConfigFromEnv({ ...production, ...real }).requisites).toEqual({
        name: 'ИП Иванов Иван Иванович',
        inn: '500100732259',
        kpp: null,
        address: 'г. Химки, ул. Московская, д. 1',
        bank: 'ПАО Сбербанк',
        bic: '044525225',
        correspondentAccount: '30101810400000000225',
        account: real.SHOP_ACCOUNT,
      });
    });

    it.each<[string, Record<string, string>, RegExp[]]>([
      ['an ИНН whose check digits do not hold', { SHOP_INN: '5047123456' }, [/^SHOP_INN: ИНН с ошибкой/]],
      ['a company without a КПП', { SHOP_KPP: '' }, [/^SHOP_KPP: a company \(a 10-digit ИНН\) has a КПП/]],
      ['a BIC of eight digits', { SHOP_BIC: '04452522' }, [/^SHOP_BIC: БИК — 9 цифр/]],
      [
        'an account whose key does not match the BIC',
        { SHOP_ACCOUNT: '40702810638000123456' },
        [
          /^SHOP_ACCOUNT: Расчётный счёт с ошибкой: не сходится контрольный ключ с БИК банка, not «40702810638000123456»/,
        ],
      ],
      [
        'another bank’s correspondent account',
        { SHOP_CORRESPONDENT_ACCOUNT: '30101810500000000225' },
        [/^SHOP_CORRESPONDENT_ACCOUNT: Корреспондентский счёт с ошибкой/],
      ],
      ['a name with a line break', { SHOP_LEGAL_NAME: 'ООО «Сантехника»\nBcc: x' }, [/^SHOP_LEGAL_NAME: has control/]],
      [
        'only some of them (a real name beside the demonstration account)',
        { SHOP_LEGAL_NAME: 'ООО «Другая»' },
        [
          /^SHOP_LEGAL_ADDRESS: is required/,
          /^SHOP_BANK: is required/,
          /^SHOP_INN: Укажите ИНН/,
          /^SHOP_BIC: Укажите БИК/,
        ],
      ],
    ])('refuses %s, naming the variable', (what, change, messages) => {
      const base = what.startsWith('only some') ? {} : demoRequisitesEnv();
      expect(problemsOf({ ...base, ...change })).toEqual(messages.map((message) => expect.stringMatching(message)));
    });
  });

  describe('the media store', () => {
    it('is the default directory, MEDIA_DIR, or an S3-compatible bucket with its settings', () => {
      expect(apiConfigFromEnv({}).mediaStore).toEqual({
        kind: 'directory',
        dir: expect.stringMatching(/\.data\/media$/),
      });
      expect(apiConfigFromEnv({ MEDIA_DIR: '/var/lib/shop/media' }).mediaStore).toEqual({
        kind: 'directory',
        dir: '/var/lib/shop/media',
      });
      expect(
        apiConfigFromEnv({
          MEDIA_S3_BUCKET: 'shop-media',
          MEDIA_S3_ENDPOINT: 'https://storage.yandexcloud.net',
          MEDIA_S3_REGION: 'ru-central1',
          MEDIA_S3_ACCESS_KEY_ID: 'key-id',
          MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
        }).mediaStore,
      ).toEqual({
        kind: 's3',
        bucket: 'shop-media',
        endpoint: 'https://storage.yandexcloud.net',
        region: 'ru-central1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      });
      // Amazon S3 itself: addressed by the bucket's host, keys from the SDK's own chain.
      expect(apiConfigFromEnv({ MEDIA_S3_BUCKET: 'shop-media' }).mediaStore).toMatchObject({
        endpoint: undefined,
        region: 'us-east-1',
        forcePathStyle: false,
        credentials: undefined,
      });
    });

    it.each<[string, NodeJS.ProcessEnv, RegExp]>([
      ['a relative directory', { MEDIA_DIR: 'media' }, /^MEDIA_DIR must be an absolute path, not «media»/],
      [
        'both stores',
        { MEDIA_DIR: '/srv/media', MEDIA_S3_BUCKET: 'shop-media' },
        /^MEDIA_DIR and MEDIA_S3_BUCKET are both set/,
      ],
      [
        'a bucket’s settings without the bucket',
        { MEDIA_S3_REGION: 'ru-central1' },
        /^MEDIA_S3_REGION without MEDIA_S3_BUCKET/,
      ],
      ['a bucket S3 would not name so', { MEDIA_S3_BUCKET: 'Shop_Media' }, /^MEDIA_S3_BUCKET must be a bucket's name/],
      [
        'an endpoint with a path',
        { MEDIA_S3_BUCKET: 'shop-media', MEDIA_S3_ENDPOINT: 'https://s3.example/shop' },
        /^MEDIA_S3_ENDPOINT must be the service's address alone/,
      ],
      [
        'an endpoint that is not one',
        { MEDIA_S3_BUCKET: 'shop-media', MEDIA_S3_ENDPOINT: 'ftp://s3.example' },
        /^MEDIA_S3_ENDPOINT must be an http/,
      ],
      [
        'half of the keys',
        { MEDIA_S3_BUCKET: 'shop-media', MEDIA_S3_ACCESS_KEY_ID: 'key-id' },
        /^MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together/,
      ],
      [
        'an addressing neither yes nor no',
        { MEDIA_S3_BUCKET: 'shop-media', MEDIA_S3_PATH_STYLE: 'maybe' },
        /^MEDIA_S3_PATH_STYLE must be yes or no/,
      ],
    ])('refuses %s, naming the variable', (_what, env, message) => {
      expect(problemsOf(env)).toEqual([expect.stringMatching(message)]);
    });

    it('wants https to a bucket elsewhere in production, and never repeats the secret key', () => {
      const production = {
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'santehnika-prod',
        PUBLIC_URL: 'https://shop.example',
        MAIL: 'off',
        ...demoRequisitesEnv(),
        MEDIA_S3_BUCKET: 'shop-media',
        MEDIA_S3_ACCESS_KEY_ID: 'key-id',
        MEDIA_S3_SECRET_ACCESS_KEY: 'very-secret-key',
      };
      expect(problemsOf({ ...production, MEDIA_S3_ENDPOINT: 'http://s3.example' })).toEqual([
        expect.stringMatching(/^MEDIA_S3_ENDPOINT must be https:\/\/ in production/),
      ]);
      expect(problemsOf({ ...production, MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([]);
      expect(
        problemsOf({ ...production, MEDIA_S3_ENDPOINT: 'https://s3.example', MEDIA_S3_BUCKET: 'x' }).join('\n'),
      ).not.toContain('very-secret-key');
    });
  });

  describe('mail', () => {
    const production = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'santehnika-prod',
      PUBLIC_URL: 'https://shop.example',
      ...demoRequisitesEnv(),
    };

    it('runs production without mail only when told so (MAIL=off), and then sends nothing', () => {
      expect(apiConfigFromEnv({ ...production, MAIL: 'off', SMTP_URL: 'smtps://smtp.example.ru' }).mail).toMatchObject({
        smtpUrl: null,
      });
      expect(problemsOf({ ...production, MAIL: 'maybe' })).toEqual([
        expect.stringMatching(/^MAIL must be on or off, not «maybe»/),
      ]);
    });

    it('requires STARTTLS of a relay elsewhere in production, not of one on this machine or outside production', () => {
      const mail = (SMTP_URL: string, env: NodeJS.ProcessEnv = production) =>
        apiConfigFromEnv({ ...env, SMTP_URL, MAIL_FROM: 'Сантехника <shop@example.ru>' }).mail;
      expect(mail('smtp://shop:secret@smtp.example.ru:587')).toMatchObject({
        smtpUrl: 'smtp://shop:secret@smtp.example.ru:587',
        requireTls: true,
        from: { name: 'Сантехника', address: 'shop@example.ru' },
      });
      expect(mail('smtp://127.0.0.1:25').requireTls).toBe(false);
      expect(mail('smtp://smtp.example.ru:587', {}).requireTls).toBe(false);
    });

    it('signs with a DKIM key of MAIL_FROM’s domain, refuses a misaligned one at start and never repeats the key', () => {
      const key = generateKeyPairSync('rsa', { modulusLength: 1024 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString();
      const env = {
        ...production,
        SMTP_URL: 'smtps://smtp.example.ru',
        MAIL_FROM: 'Сантехника <shop@example.ru>',
        DKIM_DOMAIN: 'example.ru',
        DKIM_SELECTOR: 'shop2026',
        DKIM_PRIVATE_KEY: key.replace(/\n/g, '\\n'),
      };
      expect(apiConfigFromEnv(env).mail.dkim).toEqual({
        domainName: 'example.ru',
        keySelector: 'shop2026',
        privateKey: key,
      });
      expect(
        apiConfigFromEnv({ ...production, SMTP_URL: 'smtps://smtp.example.ru', MAIL_FROM: 'shop@example.ru' }).mail
          .dkim,
      ).toBeUndefined();
      const problems = problemsOf({ ...env, MAIL_FROM: 'shop@other.ru', DKIM_PRIVATE_KEY: key.slice(0, 300) });
      expect(problems).toEqual([
        expect.stringMatching(/^DKIM_DOMAIN «example.ru» must be the domain of MAIL_FROM \(«shop@other.ru»\)/),
        expect.stringMatching(/^DKIM_PRIVATE_KEY must be a private key in PEM/),
      ]);
      expect(problems.join()).not.toContain('PRIVATE KEY-----\n');
    });

    it('never repeats the relay’s address, which holds its password, in a refusal', () => {
      const problems = problemsOf({ SMTP_URL: 'ftp://shop:hunter2@smtp.example.ru' });
      expect(problems).toEqual([expect.stringMatching(/^SMTP_URL must be smtp:/)]);
      expect(problems.join()).not.toContain('hunter2');
    });

    it.each([
      ['two mailboxes', 'a@example.ru, b@example.ru', /MAIL_FROM must be one mailbox/],
      ['an address no server takes', 'Сантехника <магазин@example.ru>', /MAIL_FROM has no usable address/],
      ['a zero-width space', 'Сантехника\u200B <shop@example.ru>', /MAIL_FROM has control or invisible characters/],
    ])('refuses a sender of %s', (_what, MAIL_FROM, message) => {
      expect(problemsOf({ MAIL_FROM })).toEqual([expect.stringMatching(message)]);
    });

    it('reads the staff’s addresses lower-cased and once each, and refuses one no server takes', () => {
      expect(
        apiConfigFromEnv({ SHOP_ORDER_NOTIFY_EMAILS: ' Orders@Example.RU, anna@example.ru,orders@example.ru ' }).mail
          .notify,
      ).toEqual(['orders@example.ru', 'anna@example.ru']);
      expect(apiConfigFromEnv({}).mail).toMatchObject({
        notify: [],
        smtpUrl: null,
        perMinute: 60,
        perRecipientPerHour: 10,
      });
      expect(problemsOf({ SHOP_ORDER_NOTIFY_EMAILS: 'orders@example.ru;anna@example.ru' })).toEqual([
        expect.stringMatching(/^SHOP_ORDER_NOTIFY_EMAILS has an address no mail server takes/),
      ]);
      expect(problemsOf({ SHOP_ORDER_NOTIFY_EMAILS: 'orders@example.ru\nBcc: x@example.ru' })).toHaveLength(1);
    });

    it('reads the card payment pages’ hosts lower-cased and once each, the usual banks’ when unset, and refuses a non-host', () => {
      expect(
        apiConfigFromEnv({ CARD_PAYMENT_HOSTS: ' YooMoney.ru, pay.tbank.ru,yoomoney.ru ' }).cardPaymentHosts,
      ).toEqual(['yoomoney.ru', 'pay.tbank.ru']);
      expect(apiConfigFromEnv({}).cardPaymentHosts).toContain('securepayments.sberbank.ru');
      for (const wrong of ['https://yoomoney.ru', 'yoomoney.ru/pay', 'localhost', 'pay..tbank.ru', 'evil.ru\nBcc'])
        expect(problemsOf({ CARD_PAYMENT_HOSTS: `pay.tbank.ru,${wrong}` })).toEqual([
          expect.stringMatching(/^CARD_PAYMENT_HOSTS has «.+», not a host name/s),
        ]);
    });
  });
});
