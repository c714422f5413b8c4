// A release's entry URL: built beside the configured entry by the shell's server, read back by the
// shell's client to say which release of a remote failed to load.
import { releaseEntry, releaseVersionOfEntry } from '../index';

const A = '0.1.0-aaaaaaaaaa';

describe('a release’s entry', () => {
  it('stands beside the configured one, on a CDN path too', () => {
    expect(releaseEntry('http://localhost:8082/remoteEntry.js', A)).toBe(
      `http://localhost:8082/releases/${A}/remoteEntry.js`,
    );
    expect(releaseEntry('https://cdn.example/shop/cart/remoteEntry.js', A)).toBe(
      `https://cdn.example/shop/cart/releases/${A}/remoteEntry.js`,
    );
  });

  it('names its version, read back from what releaseEntry builds', () => {
    expect(releaseVersionOfEntry(releaseEntry('https://cdn.example/shop/cart/remoteEntry.js', A))).toBe(A);
    expect(releaseVersionOfEntry(`http://localhost:8083/releases/${A}/remoteEntry.js?v=1#x`)).toBe(A);
    expect(releaseVersionOfEntry(`/releases/${A}/remoteEntry.js`)).toBe(A);
  });

  it.each([
    ['a plain build’s entry', 'http://localhost:8082/remoteEntry.js'],
    ['a manifest', `http://localhost:8082/releases/${A}/mf-manifest.json`],
    ['a folder that is not releases', `http://localhost:8082/builds/${A}/remoteEntry.js`],
    ['a version that is not one', 'http://localhost:8082/releases/latest/remoteEntry.js'],
    ['a version with more after it', `http://localhost:8082/releases/${A}/x/remoteEntry.js`],
    ['not a URL', 'http://[::1'],
    ['nothing', ''],
  ])('names none for %s', (_what, entry) => {
    expect(releaseVersionOfEntry(entry)).toBeNull();
  });
});
