import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import type { ApiServer } from '../../api-server';
import type { ShopDatabase } from '../../db/open-database';
import { CREATE_BUYER_ORDER, orderInput } from '../../testing/buyer-order-input';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { eventually } from '../../testing/eventually';
import { graphqlData } from '../../testing/graphql-over-http';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher';
import { openTestDatabase } from '../../testing/test-database';
import { startTestApi } from '../../testing/test-api';
import { dkimFromEnv, type DkimSettings, type MailSettings } from '../mail-settings';

// DKIM (README: the DKIM_… variables): the key is checked at start, and the API's worker signs every
// message with it — verified by mailauth, as a receiving server verifies it, against the public key
// the shop's DNS would publish. Signing does not depend on the database: PGlite alone.

const SENDER = { name: 'Сантехника', address: 'shop@santehnika.test' };

const rsaKey = (bits: number) => generateKeyPairSync('rsa', { modulusLength: bits });
const pem = (key: ReturnType<typeof rsaKey>['privateKey']) => key.export({ type: 'pkcs8', format: 'pem' }).toString();
/** The TXT record `<selector>._domainkey.<domain>` publishes: the public key, base64 DER. */
const txtRecord = (key: ReturnType<typeof rsaKey>['publicKey']) =>
  `v=DKIM1; k=rsa; p=${key.export({ type: 'spki', format: 'der' }).toString('base64')}`;

describe('DKIM settings', () => {
  const { privateKey } = rsaKey(2048);
  const env = (overrides: Record<string, string>) => ({
    DKIM_DOMAIN: 'santehnika.test',
    DKIM_SELECTOR: 'shop2026',
    DKIM_PRIVATE_KEY: pem(privateKey),
    ...overrides,
  });
  const problems = (overrides: Record<string, string>) => {
    const result = dkimFromEnv(env(overrides), SENDER);
    return result && 'problems' in result ? result.problems : [];
  };

  it('none set: no signature; all three: the key, its line breaks written \\n on one line too', () => {
    expect(dkimFromEnv({}, SENDER)).toBeNull();
    const oneLine = pem(privateKey).replace(/\n/g, '\\n');
    expect(dkimFromEnv(env({ DKIM_PRIVATE_KEY: oneLine, DKIM_DOMAIN: 'Santehnika.TEST' }), SENDER)).toEqual({
      domainName: 'santehnika.test',
      keySelector: 'shop2026',
      privateKey: pem(privateKey),
    });
    // A parent of the sender's domain is aligned too.
    expect(dkimFromEnv(env({}), { ...SENDER, address: 'shop@mail.santehnika.test' })).toMatchObject({
      domainName: 'santehnika.test',
    });
  });

  it('refuses a partial set, a foreign or malformed domain, a bad selector and keys verifiers ignore', () => {
    expect(dkimFromEnv({ DKIM_DOMAIN: 'santehnika.test' }, SENDER)).toEqual({
      problems: [
        'DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY sign the mail together: DKIM_SELECTOR and DKIM_PRIVATE_KEY not set',
      ],
    });
    expect(problems({ DKIM_DOMAIN: 'other-shop.test' })).toEqual([
      "DKIM_DOMAIN «other-shop.test» must be the domain of MAIL_FROM («shop@santehnika.test») or a parent of it: receivers check the signature's domain against the sender's",
    ]);
    expect(problems({ DKIM_DOMAIN: 'santehnika.test\r\nBcc: x@y.z' })).toEqual([
      expect.stringMatching(/^DKIM_DOMAIN must be a domain name/),
    ]);
    expect(problems({ DKIM_SELECTOR: 'shop 2026; h=from' })).toEqual([
      expect.stringMatching(/^DKIM_SELECTOR must be a DNS label/),
    ]);
    expect(problems({ DKIM_PRIVATE_KEY: 'not a key' })).toEqual([
      expect.stringMatching(/^DKIM_PRIVATE_KEY must be a private key in PEM/),
    ]);
    expect(problems({ DKIM_PRIVATE_KEY: pem(rsaKey(512).privateKey) })).toEqual([
      'DKIM_PRIVATE_KEY must be an RSA key of at least 1024 bits (2048 advised), not 512',
    ]);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect(problems({ DKIM_PRIVATE_KEY: ec.export({ type: 'pkcs8', format: 'pem' }).toString() })).toEqual([
      'DKIM_PRIVATE_KEY must be an RSA key, not ec',
    ]);
    // The key itself is never repeated in a problem.
    expect(problems({ DKIM_DOMAIN: 'other-shop.test' }).join()).not.toContain('PRIVATE KEY-----');
  });
});

describe('DKIM-signed mail', () => {
  const { privateKey, publicKey } = rsaKey(2048);
  const dkim = dkimFromEnv(
    { DKIM_DOMAIN: 'santehnika.test', DKIM_SELECTOR: 'shop2026', DKIM_PRIVATE_KEY: pem(privateKey) },
    SENDER,
  ) as DkimSettings;
  /** The shop's DNS as the receiver asks it: the selector's TXT record, nothing else. */
  const resolver = async (name: string, type: string) => {
    if (name === 'shop2026._domainkey.santehnika.test' && type === 'TXT') return [[txtRecord(publicKey)]];
    throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
  };
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  let relay: MailCatcher;
  let api: ApiServer;
  let base: string;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('pglite'));
    await loadCatalogueFixture(database);
    relay = await startMailCatcher();
    const mail: MailSettings = {
      smtpUrl: relay.smtpUrl,
      requireTls: false,
      from: SENDER,
      notify: ['manager@santehnika.test'],
      perMinute: 1_000,
      perRecipientPerHour: 10,
      dkim,
    };
    ({ api, base } = await startTestApi(database, false, { mail, mailWorker: { pollingSeconds: 0.5 } }));
    await api.startMail();
  });
  afterAll(async () => {
    await api?.stop();
    await relay?.close();
    await drop?.();
  });

  it('every message the worker sends carries a signature a receiver verifies; a changed byte breaks it', async () => {
    const { createBuyerOrder: order } = await graphqlData<{ createBuyerOrder: { number: string } }>(
      base,
      CREATE_BUYER_ORDER,
      { input: orderInput({ email: 'buyer@example.ru' }) },
    );
    const ofOrder = () => relay.received.filter(({ mail }) => mail.subject?.includes(`№ ${order.number}`));
    await eventually('the buyer’s and the staff’s messages relayed', async () => ofOrder().length === 2);
    for (const { raw } of ofOrder()) {
      const { results } = await dkimVerify(raw, { resolver });
      expect(results.map(({ status, signingDomain, selector }) => [status.result, signingDomain, selector])).toEqual([
        ['pass', 'santehnika.test', 'shop2026'],
      ]);
    }
    // A relay or a forger adding to the text: the body hash no longer matches (mailauth says
    // «neutral», not «pass»: the signature vouches for nothing then).
    const changed = Buffer.concat([ofOrder()[0]!.raw, Buffer.from('Оплатите на другой счёт\r\n')]);
    const { results } = await dkimVerify(changed, { resolver });
    expect(results.map(({ status }) => [status.result, status.comment])).toEqual([
      ['neutral', 'body hash did not verify'],
    ]);
    // And a header it signs: the signature itself no longer verifies.
    const subject = Buffer.from(
      ofOrder()[0]!
        .raw.toString('latin1')
        .replace(/^Subject: .*$/m, 'Subject: Oplata'),
      'latin1',
    );
    expect((await dkimVerify(subject, { resolver })).results[0]?.status.result).toBe('fail');
  });
});
