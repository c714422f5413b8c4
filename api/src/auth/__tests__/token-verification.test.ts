import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Agent } from 'node:https';
import { connect } from 'node:net';
import { firebaseTokenVerifier, type TokenVerifier } from '../firebase-tokens';

// Production mode: no emulator, so firebase-admin checks signatures against Google's published
// keys. Here "Google" is a local server with a key of the test's own, reached through the
// verifier's HTTP agent — the same path a proxy would take in production.
const PROJECT = 'santehnika-prod';
const KID = 'test-key-1';
const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });

const base64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

function token(
  claims: Record<string, unknown> = {},
  { key = google.privateKey, header = {} }: { key?: KeyObject | null; header?: object } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const body = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now - 60,
    user_id: 'uid-1',
    sub: 'uid-1',
    iat: now - 60,
    exp: now + 3600,
    email: 'Anna@Shop.Test',
    email_verified: true,
    name: 'Анна',
    firebase: { sign_in_provider: 'google.com', identities: {} },
    ...claims,
  };
  const head = base64url({ alg: key ? 'RS256' : 'none', kid: KID, typ: 'JWT', ...header });
  const unsigned = `${head}.${base64url(body)}`;
  return `${unsigned}.${key ? base64url(sign('RSA-SHA256', Buffer.from(unsigned), key)) : ''}`;
}

describe('Firebase ID tokens in production mode (firebase-admin, real signatures)', () => {
  let keys: Server;
  let verifier: TokenVerifier;
  let keyRequests = 0;
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  beforeAll(async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    keys = createServer((_request, response) => {
      keyRequests += 1;
      response.setHeader('cache-control', 'public, max-age=3600');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ [KID]: google.publicKey.export({ type: 'spki', format: 'pem' }) }));
    });
    await new Promise<void>((resolve) => keys.listen(0, '127.0.0.1', resolve));
    const { port } = keys.address() as { port: number };
    // Every connection the agent opens goes to the local key server, whatever host was asked.
    const agent = new Agent();
    (agent as unknown as { createConnection: () => unknown }).createConnection = () => connect(port, '127.0.0.1');
    verifier = firebaseTokenVerifier({ projectId: PROJECT, httpAgent: agent });
  });
  afterAll(async () => {
    if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    await verifier?.close();
    await new Promise((resolve) => keys?.close(resolve));
  });

  it('accepts a token signed with a published key, for this project, in date', async () => {
    await expect(verifier.verify(token())).resolves.toEqual({
      uid: 'uid-1',
      displayName: 'Анна',
      email: 'anna@shop.test',
      emailVerified: true,
      phoneNumber: null,
      expiresAt: expect.any(Date),
    });
    expect(keyRequests).toBeGreaterThan(0);
  });

  it.each([
    [
      'expired',
      /has expired/,
      () => token({ exp: Math.floor(Date.now() / 1000) - 10, iat: Math.floor(Date.now() / 1000) - 3700 }),
    ],
    [
      'forged (signed with another key under the published key id)',
      /invalid signature/,
      () => token({}, { key: forger.privateKey }),
    ],
    [
      'tampered (claims changed after signing)',
      /invalid signature/,
      () => {
        const [head, , signature] = token().split('.');
        return `${head}.${base64url({ ...JSON.parse(Buffer.from(token().split('.')[1] ?? '', 'base64url').toString()), user_id: 'admin', sub: 'admin' })}.${signature}`;
      },
    ],
    [
      'for another project',
      /incorrect "aud"/,
      () => token({ aud: 'someone-else', iss: 'https://securetoken.google.com/someone-else' }),
    ],
    ['unsigned (alg none), as the emulator makes them', /incorrect algorithm/, () => token({}, { key: null })],
    [
      'signed with an unknown key id',
      /does not correspond to a known public key/,
      () => token({}, { header: { kid: 'unknown' } }),
    ],
    ['not a token at all', /Decoding Firebase ID token failed/, () => 'not-a-token'],
  ])('rejects a token that is %s', async (_case, reason, make) => {
    // The reason is checked too: a rejection for any other cause (no keys) would prove nothing.
    await expect(verifier.verify(make())).rejects.toThrow(reason);
  });
});
