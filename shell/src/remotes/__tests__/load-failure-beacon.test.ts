import { REMOTE_LOAD_BEACON_PATH, isRemoteLoadReport } from '@shop/shared/beacons';
import { reportRemoteLoadFailure } from '../load-failure-beacon';

describe('reportRemoteLoadFailure', () => {
  const original = navigator.sendBeacon;
  afterEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: original, configurable: true });
  });

  it('sends the remote and the module as a beacon the API accepts', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    reportRemoteLoadFailure('cart/CartPage');
    expect(sendBeacon).toHaveBeenCalledWith(
      REMOTE_LOAD_BEACON_PATH,
      JSON.stringify({ remote: 'cart', module: 'cart/CartPage' }),
    );
    const [[, body]] = sendBeacon.mock.calls as unknown as [[string, string]];
    expect(isRemoteLoadReport(JSON.parse(body))).toBe(true);
  });

  it('names the release that failed when the entry is a release’s, and none for a plain build', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    reportRemoteLoadFailure('cart/CartPage', 'http://localhost:8082/releases/0.1.0-3f9a0c12de/remoteEntry.js');
    reportRemoteLoadFailure('cart/CartButton', 'http://localhost:8082/remoteEntry.js');
    const bodies = (sendBeacon.mock.calls as unknown as [string, string][]).map(([, body]) => JSON.parse(body));
    expect(bodies).toEqual([
      { remote: 'cart', module: 'cart/CartPage', version: '0.1.0-3f9a0c12de' },
      { remote: 'cart', module: 'cart/CartButton' },
    ]);
    expect(bodies.every(isRemoteLoadReport)).toBe(true);
  });

  it('falls back to a keepalive fetch when the browser queues no beacon, and never throws', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    const fetched = jest.fn(() => Promise.reject(new Error('offline')));
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetched as unknown as typeof fetch;
    try {
      expect(() => reportRemoteLoadFailure('catalog/HomePage')).not.toThrow();
      expect(fetched).toHaveBeenCalledWith(
        REMOTE_LOAD_BEACON_PATH,
        expect.objectContaining({ method: 'POST', keepalive: true }),
      );
    } finally {
      globalThis.fetch = originalFetch;
    }
  });
});
